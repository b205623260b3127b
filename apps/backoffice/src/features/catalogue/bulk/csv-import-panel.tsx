import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, type CatalogCsvReport } from '@vitrine/api-client';
import { useId, useRef, useState } from 'react';
import { useApi } from '../../../lib/api-context';
import { useT } from '../../../lib/i18n-context';
import { CATALOGUE_KEY } from '../queries';
import { uploadCatalogCsv } from './csv-upload';

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; dryRun: boolean; fraction: number }
  | { kind: 'checked'; report: CatalogCsvReport }
  | { kind: 'imported'; report: CatalogCsvReport }
  | { kind: 'refused'; reasons: { column: string; message: string }[] }
  | { kind: 'failed' };

/**
 * The CSV import: a chosen file is sent at once to the dry run, which lists every bad row (line,
 * column, reason in the staff member's language); the import itself opens only on a clean check.
 * A bar shows the file's upload, then the server reading its rows.
 */
export function CsvImportPanel() {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  async function send(chosen: File, dryRun: boolean) {
    setPhase({ kind: 'uploading', dryRun, fraction: 0 });
    try {
      const report = await uploadCatalogCsv(api, {
        file: chosen,
        dryRun,
        onProgress: (fraction) => setPhase({ kind: 'uploading', dryRun, fraction }),
      });
      setPhase({ kind: dryRun ? 'checked' : 'imported', report });
      if (!dryRun) await queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.problem?.errors)
        setPhase({
          kind: 'refused',
          reasons: Object.entries(error.problem.errors).flatMap(([column, messages]) =>
            messages.map((message) => ({ column, message })),
          ),
        });
      else setPhase({ kind: 'failed' });
    }
  }

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    void send(chosen, true);
  };

  const report = phase.kind === 'checked' || phase.kind === 'imported' ? phase.report : null;
  const busy = phase.kind === 'uploading';
  const uploaded = busy && phase.fraction >= 1;

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {t('CatalogBulk.ImportHeading')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('CatalogBulk.ImportHint')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={busy}
          onClick={() => inputRef.current?.click()}
        >
          {t('CatalogBulk.ChooseFile')}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept=".csv,text/csv"
          hidden
          data-testid="catalogue-csv-file"
          aria-label={t('CatalogBulk.ChooseFile')}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            // The same file chosen again (after fixing it) is a new choice.
            event.target.value = '';
          }}
        />
        {file && <Typography variant="body2">{t('CatalogBulk.FileChosen', { name: file.name })}</Typography>}
        <Button
          variant="contained"
          disabled={busy || !file || phase.kind !== 'checked' || phase.report.ErrorCount > 0}
          onClick={() => file && void send(file, false)}
        >
          {t('CatalogBulk.Import')}
        </Button>
      </Stack>

      {busy && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" id={`${headingId}-progress`}>
            {uploaded
              ? t(phase.dryRun ? 'CatalogBulk.Checking' : 'CatalogBulk.Importing')
              : `${t('CatalogBulk.Uploading')} ${Math.round(phase.fraction * 100)} %`}
          </Typography>
          <LinearProgress
            aria-labelledby={`${headingId}-progress`}
            variant={uploaded ? 'indeterminate' : 'determinate'}
            value={Math.round(phase.fraction * 100)}
          />
        </Box>
      )}

      {phase.kind === 'refused' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="p">
            {t('CatalogBulk.FileRefused')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {phase.reasons.map((reason) => (
              <li key={`${reason.column}:${reason.message}`}>
                {reason.column === 'File' ? t(reason.message) : `${reason.column} : ${t(reason.message)}`}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {phase.kind === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('CatalogBulk.Failed')}
        </Alert>
      )}

      {report && <ImportReport report={report} imported={phase.kind === 'imported'} />}
    </Paper>
  );
}

function ImportReport({ report, imported }: { report: CatalogCsvReport; imported: boolean }) {
  const t = useT();
  const tableId = useId();
  return (
    <Box sx={{ mt: 2 }}>
      {report.ErrorCount === 0 ? (
        <Alert severity="success" role="status">
          {imported
            ? t('CatalogBulk.Imported', {
                created: report.Created,
                updated: report.Updated,
                unchanged: report.Unchanged,
              })
            : t('CatalogBulk.DryRunClean', { rows: report.Rows, products: report.Products })}
        </Alert>
      ) : (
        <Alert severity="error" role="status">
          {t('CatalogBulk.BadRows', { count: report.ErrorCount })}
          {imported &&
            ` ${t('CatalogBulk.PartlyImported', { applied: report.AppliedBatches, batches: report.Batches })}`}
        </Alert>
      )}
      {report.Errors.length > 0 && (
        <Box sx={{ mt: 2, maxHeight: 420, overflow: 'auto' }}>
          <Typography id={tableId} component="h3" variant="subtitle1">
            {t('CatalogBulk.ErrorsTable')}
          </Typography>
          <Table size="small" aria-labelledby={tableId} stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell>{t('CatalogBulk.Line')}</TableCell>
                <TableCell>{t('CatalogBulk.Column')}</TableCell>
                <TableCell>{t('CatalogBulk.Message')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.Errors.map((error) => (
                <TableRow key={`${error.Line}:${error.Column}:${error.Message}`}>
                  <TableCell>{error.Line}</TableCell>
                  <TableCell>{error.Column}</TableCell>
                  <TableCell>{t(error.Message)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {report.ErrorCount > report.Errors.length && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('CatalogBulk.MoreErrors', { count: report.ErrorCount - report.Errors.length })}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
