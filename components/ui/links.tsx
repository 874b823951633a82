'use client';
import type { ComponentProps, ElementType } from 'react';
import Link from 'next/link';
import Box, { type BoxProps } from '@mui/material/Box';

/**
 * Client-side navigation links with MUI styling, usable from server components (a server component
 * cannot hand next/link to an MUI component as its `component` prop: functions do not cross the
 * server/client boundary).
 */
export type LinkBoxProps = Omit<BoxProps<'a'>, 'component' | 'href'> &
  Pick<ComponentProps<typeof Link>, 'href' | 'prefetch' | 'scroll'>;

// Box's `component` typing cannot follow a spread of generic props; the props type above is the contract.
const AnyBox = Box as ElementType;

export function LinkBox(props: LinkBoxProps) {
  return <AnyBox component={Link} {...props} />;
}
