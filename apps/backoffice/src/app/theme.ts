import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  // A keyboard focus ring on every control (MUI 9 opt-in); inside the app bar it gets a contrasting halo.
  focusVisible: true,
  palette: {
    // Both pass WCAG AA against white text and against the light page background.
    primary: { main: '#1d4e89' },
    secondary: { main: '#7a2e5b' },
    background: { default: '#f4f6f9' },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 1 } },
  },
});
