import Box from '@mui/material/Box';

export const MAIN_CONTENT_ID = 'icerik';

/** The first focusable element: lets keyboard users jump over the header. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -100,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'primary.main',
        color: '#fff',
        fontWeight: 600,
        borderRadius: 1,
        textDecoration: 'none',
        '&:focus': { top: 8, outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
      }}
    >
      İçeriğe geç
    </Box>
  );
}
