import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { CULTURES, type Culture } from '@vitrine/i18n';
import { type ReactNode, useId } from 'react';

export interface TranslationTabsProps {
  /** Names the tab list (the body, the answer, the languages). */
  label: string;
  culture: Culture;
  onCulture: (culture: Culture) => void;
  /** Whether the record is written in this culture; a missing one is marked on its tab. */
  has: (culture: Culture) => boolean;
  /** A culture whose fields the server refused: its tab turns red. */
  hasError: (culture: Culture) => boolean;
  missingLabel: string;
  /** Said under a missing culture, before the button that starts its translation. */
  missingText?: string;
  translateLabel: string;
  onTranslate: () => void;
  /** The chosen culture's fields, drawn when it is written. */
  children: ReactNode;
}

/**
 * One tab per culture over a record written in several (a news post, a FAQ answer, a page, a
 * popup): a missing translation is visible at a glance on its tab, a culture with refused fields
 * is red, and a missing culture's panel offers to start its translation.
 */
export function TranslationTabs({
  label,
  culture,
  onCulture,
  has,
  hasError,
  missingLabel,
  missingText,
  translateLabel,
  onTranslate,
  children,
}: TranslationTabsProps) {
  const tabsId = useId();
  return (
    <>
      <Tabs
        value={culture}
        onChange={(_, value: Culture) => onCulture(value)}
        variant="scrollable"
        aria-label={label}
        id={tabsId}
      >
        {CULTURES.map((each) => (
          <Tab
            key={each}
            value={each}
            id={`${tabsId}-${each}`}
            aria-controls={`${tabsId}-${each}-panel`}
            sx={hasError(each) ? { color: 'error.main' } : undefined}
            label={
              <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                {each.toUpperCase()}
                {!has(each) && <Chip size="small" color="warning" variant="outlined" label={missingLabel} />}
              </Box>
            }
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${tabsId}-${culture}-panel`}
        aria-labelledby={`${tabsId}-${culture}`}
        lang={culture}
      >
        {has(culture) ? (
          children
        ) : (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={onTranslate}>
                {translateLabel}
              </Button>
            }
          >
            {missingText ?? missingLabel}
          </Alert>
        )}
      </Box>
    </>
  );
}

/**
 * Every culture of a record in a list, the missing ones struck through and said so to screen
 * readers: a missing translation is visible at a glance.
 */
export function CultureChips({
  cultures,
  missingLabel,
}: {
  cultures: readonly string[];
  missingLabel: string;
}) {
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
      {CULTURES.map((culture) => {
        const present = cultures.includes(culture);
        const code = culture.toUpperCase();
        return (
          <Chip
            key={culture}
            size="small"
            variant={present ? 'filled' : 'outlined'}
            color={present ? 'default' : 'warning'}
            label={code}
            aria-label={present ? code : `${code} : ${missingLabel}`}
            sx={present ? undefined : { textDecoration: 'line-through' }}
          />
        );
      })}
    </Box>
  );
}
