'use client';
import Link from 'next/link';
import Box, { type BoxProps } from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';

/**
 * MUI parts rendered as Next links. Server components cannot hand the Link component to MUI
 * themselves (a component is not serialisable), so these client wrappers do it.
 */
export function LinkBox({ href, ...props }: Omit<BoxProps<'a'>, 'component'> & { href: string }) {
  return <Box component={Link} href={href} {...props} />;
}

export function LinkButton({ href, ...props }: Omit<ButtonProps<'a'>, 'component'> & { href: string }) {
  return <Button component={Link} href={href} {...props} />;
}
