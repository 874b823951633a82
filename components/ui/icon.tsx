import type { CSSProperties } from 'react';

/** An icon's shapes in a 24×24 box, as @mui/icons-material draws it (components/ui/icons/). */
export type IconDef = ReadonlyArray<readonly ['path' | 'circle', Readonly<Record<string, string>>]>;

/** MUI SvgIcon's named sizes, so an icon in an MUI island keeps its old size. */
const NAMED_SIZES = { small: '1.25rem', large: '2.1875rem', inherit: 'inherit' } as const;

/**
 * The portal's one icon component (docs/architecture.md §3, "UI kit"): a Material icon from
 * components/ui/icons/ as plain SVG, 1em square in currentColor like MUI's SvgIcon, sized by `size` (px or
 * SvgIcon's names) or the surrounding font size. Works in server components and MUI islands alike
 * (inside an MUI Button's startIcon or an IconButton it takes their sizing). Decorative unless a
 * `label` is given.
 */
export function Icon({
  def,
  size,
  label,
  className,
  style,
}: {
  def: IconDef;
  size?: number | keyof typeof NAMED_SIZES;
  label?: string;
  className?: string;
  style?: CSSProperties;
}) {
  const fontSize = typeof size === 'string' ? NAMED_SIZES[size] : size;
  return (
    <svg
      viewBox="0 0 24 24"
      className={className ? `icon ${className}` : 'icon'}
      style={fontSize ? { fontSize, ...style } : style}
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
