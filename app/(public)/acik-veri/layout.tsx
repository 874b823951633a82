/** This section's screens are still built with MUI: its styles and theme come with them. */
export { MuiRoot as default } from '@/components/ui/mui-root';
