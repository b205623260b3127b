import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { NavLink } from 'react-router';
import { useT } from '../../i18n';
import { useNavigationDrawer } from '../hooks/use-navigation-drawer';

export const DRAWER_WIDTH = 264;

export interface NavItem {
  /** Router path, e.g. '/' or 'customers'. */
  to: string;
  label: string;
  icon: ReactNode;
  /** Active only on this exact path (the dashboard), not below it. */
  end?: boolean;
}

export interface AppLayoutProps {
  /** The back office's name, shown beside the shop's. */
  title: string;
  userName: string;
  navItems: readonly NavItem[];
  /** Extra app bar controls, e.g. the language menu. */
  actions?: ReactNode;
  onSignOut: () => void;
  signingOut?: boolean;
  children: ReactNode;
}

const SHOP_NAME = 'Vitrine';

/** The back office frame: app bar, navigation drawer and the page's main region. */
export function AppLayout({
  title,
  userName,
  navItems,
  actions,
  onSignOut,
  signingOut,
  children,
}: AppLayoutProps) {
  const t = useT();
  const drawer = useNavigationDrawer();
  const drawerId = useId();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (theme) => theme.zIndex.tooltip,
          px: 2,
          py: 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('Core.SkipToContent')}
      </Box>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          {!drawer.isDesktop && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t('Core.Menu')}
              aria-expanded={drawer.open}
              aria-controls={drawer.open ? drawerId : undefined}
              onClick={drawer.toggle}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography component="p" variant="h6" noWrap sx={{ fontWeight: 700 }}>
            {SHOP_NAME}
          </Typography>
          <Typography component="p" noWrap sx={{ display: { xs: 'none', sm: 'block' } }}>
            {title}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          {actions}
          <Typography component="p" noWrap sx={{ display: { xs: 'none', lg: 'block' }, mx: 1 }}>
            {t('Security.SignedInAs', { name: userName })}
          </Typography>
          {drawer.isPhone ? (
            <IconButton
              color="inherit"
              edge="end"
              aria-label={t('Security.Logout')}
              onClick={onSignOut}
              disabled={signingOut ?? false}
            >
              <LogoutIcon />
            </IconButton>
          ) : (
            <Button
              color="inherit"
              onClick={onSignOut}
              loading={signingOut ?? false}
              startIcon={<LogoutIcon />}
            >
              {t('Security.Logout')}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Drawer
        id={drawerId}
        variant={drawer.variant}
        open={drawer.open}
        onClose={drawer.close}
        // The temporary drawer is a modal dialog, which needs a name; the permanent one is plain layout.
        slotProps={drawer.isDesktop ? undefined : { paper: { 'aria-label': t('Core.MainNavigation') } }}
        sx={{
          width: { md: DRAWER_WIDTH },
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        {/* Keeps the list clear of the fixed app bar. */}
        <Toolbar />
        <Box component="nav" aria-label={t('Core.MainNavigation')}>
          <List>
            {navItems.map((item) => (
              <ListItem key={item.to} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={item.to}
                  end={item.end ?? false}
                  onClick={drawer.close}
                  sx={{
                    mx: 1,
                    borderRadius: 1,
                    '&.active': {
                      bgcolor: 'action.selected',
                      color: 'primary.main',
                      '& .MuiListItemIcon-root': { color: 'primary.main' },
                      '& .MuiListItemText-primary': { fontWeight: 600 },
                    },
                  }}
                >
                  <ListItemIcon>{item.icon}</ListItemIcon>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 4 }, '&:focus': { outline: 'none' } }}
      >
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}
