export { Button, PlainButton, type ButtonProps, type PlainButtonProps } from './Button.tsx';
