import type { ReactNode } from 'react';

/**
 * One slide of a carousel (the hero slider, a tender's gallery): a group a screen reader announces
 * as 'slide i / n'. A slide out of view is inert, so keyboard users do not tab into it. No hooks, so
 * a server component renders it as well as a client one.
 */
export function CarouselSlide({
  index,
  total,
  inView,
  className,
  children,
}: {
  index: number;
  total: number;
  inView: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group, not a form fieldset
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} / ${total}`}
      inert={!inView}
      className={className}
    >
      {children}
    </div>
  );
}
