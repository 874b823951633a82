/** The verifier page's island is built with MUI: its styles and theme come with it. */
export { MuiRoot as default } from '@/components/ui/mui-root';
