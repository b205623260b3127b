import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CULTURE_NAMES, type Culture } from '@vitrine/i18n';
import { type MouseEvent, useId, useState } from 'react';
import { useCulture, useT } from '../../lib/i18n-context';

/**
 * The language choice of the back office. The current language's own name is visible, except on a
 * phone, where the app bar has room for an icon only (the name is then in the accessible label).
 */
export function LanguageMenu({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const t = useT();
  const { culture, setCulture, cultures } = useCulture();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
  const compact = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const trigger = {
    id: buttonId,
    color,
    'aria-label': `${t('Core.ChooseLanguage')} (${CULTURE_NAMES[culture]})`,
    'aria-haspopup': 'menu',
    'aria-controls': open ? menuId : undefined,
    'aria-expanded': open ? 'true' : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  } as const;

  const choose = (next: Culture) => {
    setAnchor(null);
    setCulture(next);
  };

  return (
    <>
      {compact ? (
        <IconButton {...trigger}>
          <TranslateIcon />
        </IconButton>
      ) : (
        <Button {...trigger} startIcon={<TranslateIcon />}>
          <span lang={culture}>{CULTURE_NAMES[culture]}</span>
        </Button>
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        // Rendered in place, so the open menu stays inside the header's landmark.
        disablePortal
        // Closes at once: the page re-renders in the new language, with nothing fading out over it.
        transitionDuration={{ enter: 225, exit: 0 }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {cultures.map((option) => (
          <MenuItem
            key={option}
            lang={option}
            role="menuitemradio"
            aria-checked={option === culture}
            selected={option === culture}
            onClick={() => choose(option)}
          >
            {CULTURE_NAMES[option]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
