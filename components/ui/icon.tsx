import type { CSSProperties } from 'react';
import type { IconDef } from './icon-paths';

/**
 * A Material icon as plain SVG: 1em square in currentColor, like MUI's SvgIcon, sized by `size`
 * (px) or the surrounding font size. Decorative unless a `label` is given.
 */
export function Icon({
  def,
  size,
  label,
  className,
  style,
}: {
  def: IconDef;
  size?: number;
  label?: string;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className ? `icon ${className}` : 'icon'}
      style={size ? { fontSize: size, ...style } : style}
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
      focusable="false"
    >
      {def.map(([tag, attrs], i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: an icon's shapes never change order
        tag === 'circle' ? <circle key={i} {...attrs} /> : <path key={i} {...attrs} />,
      )}
    </svg>
  );
}
