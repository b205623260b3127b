import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SalesCustomer } from '@vitrine/api-client';
import { type ReactNode, useState } from 'react';
import { useT } from '../../lib/i18n-context';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CustomerPicker, customerName } from './customer-picker';
import { PrepaidAccountPanel } from './prepaid-account-panel';
import { PrepaidOrderForm } from './prepaid-order-form';

/** The picker first: nothing is done for a customer until one is picked (the gateway refuses too). */
function PickedCustomer({
  title,
  children,
}: {
  title: string;
  children: (customer: SalesCustomer) => ReactNode;
}) {
  const t = useT();
  useDocumentTitle(title);
  const [customer, setCustomer] = useState<SalesCustomer | null>(null);
  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h4">
        {title}
      </Typography>
      <Box sx={{ maxWidth: 560 }}>
        <CustomerPicker value={customer} onChange={setCustomer} />
      </Box>
      {customer ? (
        <>
          <Typography component="p" variant="subtitle1" aria-live="polite">
            {t('SalesDesk.PickedCustomer', { name: customerName(customer) })}
          </Typography>
          {children(customer)}
        </>
      ) : (
        <Alert severity="info">{t('SalesDesk.PickCustomerFirst')}</Alert>
      )}
    </Stack>
  );
}

/** The customers area: a customer's prepaid account, its history and a bank transfer credited for them. */
export function SalesCustomersPage({ title }: { title: string }) {
  return (
    <PickedCustomer title={title}>
      {(customer) => <PrepaidAccountPanel key={customer.CustomerId} customer={customer} />}
    </PickedCustomer>
  );
}

/** The prepaid orders area: an order placed for the customer and paid from their account, beside it. */
export function PrepaidOrdersPage({ title }: { title: string }) {
  return (
    <PickedCustomer title={title}>
      {(customer) => (
        <Stack spacing={2.5} key={customer.CustomerId}>
          <PrepaidOrderForm customer={customer} />
          <PrepaidAccountPanel customer={customer} />
        </Stack>
      )}
    </PickedCustomer>
  );
}
