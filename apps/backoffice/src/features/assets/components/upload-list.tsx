import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { translateMessage } from '@vitrine/validation';
import { useT } from '../../i18n';
import type { UploadIssue, UploadItem } from '../hooks/use-uploader';

/** The selection's validation messages, then each file with its progress and, if refused, its own Error. */
export function UploadList({
  items,
  issues,
  onDismiss,
}: {
  items: readonly UploadItem[];
  issues: readonly UploadIssue[];
  onDismiss?: (id: string) => void;
}) {
  const t = useT();
  if (items.length === 0 && issues.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, my: 1.5 }}>
      {issues.map((issue) => (
        <Alert key={`${issue.fileName ?? ''}:${issue.message}`} severity="error">
          {issue.fileName ? `${issue.fileName} — ` : ''}
          {translateMessage(issue.message, t)}
        </Alert>
      ))}
      {items.length > 0 && (
        <Box
          component="ul"
          aria-label={t('Backoffice.AssetsUploads')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {items.map((item) => (
            <Box component="li" key={item.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="body2" noWrap>
                  {item.name}
                  {' — '}
                  <Box
                    component="span"
                    sx={{
                      color:
                        item.status === 'done'
                          ? 'success.dark'
                          : item.status === 'uploading'
                            ? 'text.secondary'
                            : 'error.main',
                    }}
                  >
                    {item.status === 'uploading'
                      ? t('Backoffice.AssetsUploading', { percent: Math.round(item.progress * 100) })
                      : item.status === 'done'
                        ? item.result?.IsDuplicate
                          ? t('Backoffice.AssetsUploadDuplicate')
                          : t('Backoffice.AssetsUploaded')
                        : translateMessage(item.error, t)}
                  </Box>
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={Math.round(item.progress * 100)}
                  color={
                    item.status === 'error' || item.status === 'failed'
                      ? 'error'
                      : item.status === 'done'
                        ? 'success'
                        : 'primary'
                  }
                  aria-label={t('Backoffice.AssetsUploadProgress', { name: item.name })}
                />
              </Box>
              {onDismiss && item.status !== 'uploading' && (
                <IconButton
                  size="small"
                  aria-label={t('Backoffice.AssetsDismiss', { name: item.name })}
                  onClick={() => onDismiss(item.id)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
