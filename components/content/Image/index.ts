export { Image, type ImageAssetProps, type ImageProps, type ImageSourceProps } from './Image.tsx';
