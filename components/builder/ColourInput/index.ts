export { ColourInput, FLUID_ENGINE_PRESETS, type ColourInputProps } from './ColourInput.tsx';
