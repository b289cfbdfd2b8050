export { Button, buttonClassName, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { Container, type ContainerProps, type ContainerWidth } from './container';
export { Heading, type HeadingLevel, type HeadingProps, type HeadingSize } from './heading';
export { Loader, type LoaderColor, type LoaderProps, type LoaderSize } from './loader';
export { OptimizedImage, type OptimizedImageProps } from './optimized-image';
export { allowedWidthFor, fixedSrcSet, IMAGE_ENDPOINT, imageUrl, responsiveSrcSet } from './image-url';
export { ErrorScreen, ERROR_SCREEN_BUTTON, ERROR_SCREEN_TITLE, type ErrorScreenProps } from './error-screen';
export { AppLink, isInternalHref, type AppLinkProps } from './app-link';
export * from './icons';
