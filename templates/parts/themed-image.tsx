import type { ImgHTMLAttributes } from 'react';

export interface ThemedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  sources: { light: string; dark: string };
  alt: string;
}

/**
 * An image with a source for each colour mode (Docusaurus's `@theme/ThemedImage`). Both images
 * are in the HTML and the stylesheet hides the one for the other mode, by the `data-theme` the
 * head script sets before the first paint: no flash, and no script. Lazy by default, so the
 * hidden one is never fetched. Markdown's `#gh-light-mode-only` / `#gh-dark-mode-only` images
 * get the same classes (cli/markdown/plugins/themed-images.ts).
 */
export function ThemedImage({ sources, className, loading = 'lazy', decoding = 'async', ...props }: ThemedImageProps) {
  const classes = (mode: 'light' | 'dark') => `themed-image themed-image-${mode}${className ? ` ${className}` : ''}`;
  return (
    <>
      <img {...props} src={sources.light} className={classes('light')} loading={loading} decoding={decoding} />
      <img {...props} src={sources.dark} className={classes('dark')} loading={loading} decoding={decoding} />
    </>
  );
}

export default ThemedImage;
