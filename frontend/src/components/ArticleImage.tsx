import { useEffect, useRef, useState } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import { ARTICLE_FALLBACK_IMAGE } from '../content/articles';
import { brandColors } from '../theme/theme';
import { sxItems } from '../lib/sx';

export interface ArticleImageProps extends Omit<BoxProps<'img'>, 'component' | 'src' | 'alt' | 'onError'> {
  src: string;
  alt: string;
  fallbackSrc?: string;
}

/** An article image that swaps once to the fallback when it fails, so a broken fallback cannot loop. */
export function ArticleImage({ src, alt, fallbackSrc = ARTICLE_FALLBACK_IMAGE, sx, ...props }: ArticleImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const showFallback = failedSrc === src;

  const handleError = () => {
    if (showFallback) return;
    setFailedSrc(src);
  };

  // In a prerendered page the image can fail before React is attached to it, so its error event
  // never reaches handleError: an image that finished loading without any pixels has failed.
  const mountedSrc = useRef(src);
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) setFailedSrc(mountedSrc.current);
  }, []);

  return (
    <Box
      component="img"
      ref={imageRef}
      src={showFallback ? fallbackSrc : src}
      alt={alt}
      onError={handleError}
      loading="lazy"
      decoding="async"
      width={800}
      height={450}
      sx={[
        {
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: '16 / 9',
          objectFit: 'cover',
          backgroundColor: brandColors.raised,
        },
        ...sxItems(sx),
      ]}
      {...props}
    />
  );
}
