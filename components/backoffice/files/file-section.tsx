'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FilePicker } from './file-picker';

/** One part of the tender files screen: a heading, what it is for, its files, and its upload control. */
export function FileSection({
  title,
  description,
  empty,
  picker,
  editable,
  children,
}: {
  title: string;
  description: string;
  empty: string;
  picker: Parameters<typeof FilePicker>[0];
  editable: boolean;
  children: ReactNode;
}) {
  const id = `bolum-${title.toLocaleLowerCase('tr').replace(/\s+/g, '-')}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {description}
      </Typography>
      {children ? (
        <List disablePadding sx={{ mb: 2 }}>
          {children}
        </List>
      ) : (
        <Typography sx={{ mb: 2 }}>{empty}</Typography>
      )}
      {editable && (
        <Box>
          <FilePicker {...picker} />
        </Box>
      )}
    </Paper>
  );
}
