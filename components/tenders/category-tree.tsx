'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { CategoryNode } from '@/lib/api/lookups';
import { palette } from '@/components/tenders/colors';

interface Props {
  tree: CategoryNode[];
  /** Selected category id as text ('' = all). */
  value: string;
  onChange(value: string): void;
  /** Ids open at first render: the path to the selected node. */
  initiallyOpen: number[];
}

/**
 * The category tree as native radio buttons (name "kategori"), so the GET form works without
 * JavaScript; there every branch is shown (noscript style in the filter panel), with JavaScript
 * branches fold behind disclosure buttons.
 */
export function CategoryTree({ tree, value, onChange, initiallyOpen }: Props) {
  const [open, setOpen] = useState(() => new Set(initiallyOpen));
  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const renderNodes = (nodes: CategoryNode[], depth: number) => (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, pl: depth ? 2.25 : 0 }}>
      {nodes.map((n) => {
        const hasChildren = n.children.length > 0;
        const isOpen = open.has(n.id);
        const childId = `kategori-alt-${n.id}`;
        return (
          <li key={n.id}>
            <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 36 }}>
              {hasChildren ? (
                <Box
                  component="button"
                  type="button"
                  className="category-toggle"
                  aria-expanded={isOpen}
                  aria-controls={childId}
                  aria-label={`${n.name} alt kategorileri`}
                  onClick={() => toggle(n.id)}
                  sx={{
                    width: 28,
                    height: 28,
                    flex: '0 0 28px',
                    display: 'grid',
                    placeItems: 'center',
                    border: 0,
                    borderRadius: 1,
                    bgcolor: 'transparent',
                    color: 'text.secondary',
                    cursor: 'pointer',
                    '&:hover': { bgcolor: '#eef2f6' },
                    '&:focus-visible': { outline: `3px solid ${palette.red}`, outlineOffset: 1 },
                    '& svg': { transition: 'transform .15s', transform: isOpen ? 'rotate(90deg)' : 'none' },
                  }}
                >
                  <ChevronRight fontSize="small" aria-hidden />
                </Box>
              ) : (
                <Box sx={{ width: 28, flex: '0 0 28px' }} />
              )}
              <CategoryRadio id={n.id} name={n.name} checked={value === String(n.id)} onChange={onChange} />
            </Box>
            {hasChildren && (
              <Box id={childId} className="category-children" hidden={!isOpen}>
                {renderNodes(n.children, depth + 1)}
              </Box>
            )}
          </li>
        );
      })}
    </Box>
  );

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ fontWeight: 600, fontSize: '0.9375rem', mb: 0.5, p: 0 }}>
        Kategori
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 36, pl: '28px' }}>
        <CategoryRadio id={0} name="Tüm Kategoriler" checked={value === ''} onChange={onChange} />
      </Box>
      <Box sx={{ maxHeight: 340, overflowY: 'auto', pr: 0.5 }}>{renderNodes(tree, 0)}</Box>
    </Box>
  );
}

function CategoryRadio({
  id,
  name,
  checked,
  onChange,
}: {
  id: number;
  name: string;
  checked: boolean;
  onChange(v: string): void;
}) {
  const inputId = `kategori-${id}`;
  const v = id ? String(id) : '';
  return (
    <Box
      component="label"
      htmlFor={inputId}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 0.5,
        cursor: 'pointer',
        fontSize: '0.9375rem',
        fontWeight: checked ? 700 : 400,
        color: checked ? 'primary.main' : 'text.primary',
      }}
    >
      <Box
        component="input"
        type="radio"
        id={inputId}
        name="kategori"
        value={v}
        checked={checked}
        onChange={() => onChange(v)}
        sx={{
          m: 0,
          width: 16,
          height: 16,
          accentColor: palette.navy,
          '&:focus-visible': { outline: `3px solid ${palette.red}`, outlineOffset: 2 },
        }}
      />
      {name}
    </Box>
  );
}
