'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

/**
 * A back-office list filtered by tabs (docs/architecture.md §3, "UI kit"): scrollable tabs named by
 * `label`, and the list under them as their tab panel (`<prefix>-sekme-<key>` labels `<prefix>-liste`).
 */
export function StaffTabs<K extends string | number>({
  value,
  onChange,
  label,
  tabs,
  prefix,
  children,
}: {
  value: K;
  onChange: (key: K) => void;
  label: string;
  tabs: ReadonlyArray<{ key: K; label: string }>;
  prefix: string;
  children: ReactNode;
}) {
  return (
    <>
      <Tabs
        value={value}
        onChange={(_e, v: K) => onChange(v)}
        aria-label={label}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((t) => (
          <Tab
            key={t.key}
            value={t.key}
            label={t.label}
            id={`${prefix}-sekme-${t.key}`}
            aria-controls={`${prefix}-liste`}
          />
        ))}
      </Tabs>
      <Box id={`${prefix}-liste`} role="tabpanel" aria-labelledby={`${prefix}-sekme-${value}`}>
        {children}
      </Box>
    </>
  );
}
