import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useState } from 'react';

/**
 * The navigation drawer's state: always open beside the content from the md breakpoint, otherwise a
 * temporary panel the menu button opens and a navigation closes.
 */
export function useNavigationDrawer() {
  const theme = useTheme();
  // noSsr: read the viewport on the first render, so a desktop never flashes the mobile layout.
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  // Below sm the app bar has room for icons only.
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const toggle = useCallback(() => setMobileOpen((open) => !open), []);
  const close = useCallback(() => setMobileOpen(false), []);
  return {
    isDesktop,
    isPhone,
    variant: isDesktop ? ('permanent' as const) : ('temporary' as const),
    open: isDesktop || mobileOpen,
    toggle,
    close,
  };
}
