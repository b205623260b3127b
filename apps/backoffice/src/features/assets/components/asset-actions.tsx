import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';

/** A small labelled icon button: the label is its accessible name and its tooltip. */
export function ActionButton({
  label,
  icon,
  onClick,
  disabled,
  color,
}: {
  label: string;
  icon: ReactElement;
  onClick: () => void;
  disabled?: boolean;
  color?: 'default' | 'error';
}) {
  const button = (
    <IconButton
      size="small"
      aria-label={label}
      onClick={onClick}
      disabled={disabled ?? false}
      color={color ?? 'default'}
    >
      {icon}
    </IconButton>
  );
  // A disabled button fires no events; the tooltip needs a wrapper then.
  return disabled ? button : <Tooltip title={label}>{button}</Tooltip>;
}

export const ACTION_ICONS = {
  earlier: <ArrowBackIcon fontSize="small" />,
  later: <ArrowForwardIcon fontSize="small" />,
  rename: <EditIcon fontSize="small" />,
  move: <DriveFileMoveIcon fontSize="small" />,
  delete: <DeleteIcon fontSize="small" />,
};
