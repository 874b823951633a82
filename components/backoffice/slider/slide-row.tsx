'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SlideItem } from '@/lib/api/backoffice/slider';
import { type SlideEditInput, slideEditSchema } from '@/lib/rules/upload-schemas';
import { UPLOAD_LIMITS } from '@/lib/rules/upload-limits';
import { OrderButtons } from '../files/order-buttons';
import { Icon } from '@/components/ui/icon';
import { DeleteOutlinedIcon } from '@/components/ui/icons/delete-outlined';

/** One slide: its image, its text and whether it shows (saved together), its place, and delete. */
export function SlideRow({
  slide,
  position,
  count,
  busy,
  onSave,
  onMove,
  onDelete,
}: {
  slide: SlideItem;
  position: number;
  count: number;
  busy: boolean;
  onSave: (input: SlideEditInput) => Promise<void>;
  onMove: (step: -1 | 1) => void;
  onDelete: () => void;
}) {
  const { control, register, handleSubmit, formState, reset } = useForm<SlideEditInput>({
    resolver: zodResolver(slideEditSchema),
    values: { aciklama: slide.text, aktif: slide.active },
  });
  const name = `${position}. slayt`;
  const textError = formState.errors.aciklama?.message;
  return (
    <ListItem divider sx={{ px: 0, py: 2, display: 'block' }} data-testid="slayt">
      <Box sx={{ display: 'flex', gap: 2, flexWrap: { xs: 'wrap', md: 'nowrap' }, alignItems: 'flex-start' }}>
        <Box
          component="img"
          src={slide.imageUrl}
          alt={slide.text}
          width={1600}
          height={600}
          sx={{
            width: { xs: '100%', md: 320 },
            height: 'auto',
            aspectRatio: '8 / 3',
            objectFit: 'cover',
            borderRadius: 1,
            bgcolor: 'grey.200',
          }}
        />
        <Box
          component="form"
          noValidate
          aria-label={`${name} bilgileri`}
          onSubmit={handleSubmit(async (v) => {
            await onSave(v);
            reset(v);
          })}
          sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 1 }}
        >
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {name} {slide.active ? '' : '(yayında değil)'}
          </Typography>
          <TextField
            {...register('aciklama')}
            label="Slayt metni"
            size="small"
            multiline
            slotProps={{ htmlInput: { maxLength: UPLOAD_LIMITS.slideText } }}
            error={Boolean(textError)}
            helperText={textError ?? 'Ana sayfada görselin üzerinde ve ekran okuyucularda okunur.'}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Controller
              control={control}
              name="aktif"
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                  label="Yayında"
                />
              )}
            />
            <Button type="submit" variant="contained" size="small" disabled={busy || !formState.isDirty}>
              Kaydet
            </Button>
            <Box sx={{ ml: 'auto', display: 'flex' }}>
              <OrderButtons
                name={name}
                first={position === 1}
                last={position === count}
                disabled={busy}
                onMove={onMove}
              />
              <IconButton aria-label={`Sil: ${name}`} onClick={onDelete} color="error" disabled={busy}>
                <Icon def={DeleteOutlinedIcon} />
              </IconButton>
            </Box>
          </Box>
        </Box>
      </Box>
    </ListItem>
  );
}
