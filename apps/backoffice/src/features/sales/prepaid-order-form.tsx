import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CustomerAddress,
  type SalesCustomer,
  type SalesOrderDraft,
  type SalesProduct,
  servesAs,
} from '@vitrine/api-client';
import { translateMessage } from '@vitrine/validation';
import { useId, useMemo, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { useCulture, useT } from '../../lib/i18n-context';
import { effectiveSearch, useDebouncedValue } from '../../lib/use-debounced-value';
import { formMessageOf } from './form-message';
import { SALES_KEY, salesCustomerQueryOptions, salesProductsQueryOptions } from './queries';

interface Line {
  product: SalesProduct;
  quantity: number;
}

const addressLabel = (address: CustomerAddress) =>
  [
    `${address.FirstName} ${address.LastName}`.trim(),
    address.Company,
    `${address.Street1} ${address.HouseNumber}`.trim(),
    `${address.PostalCode} ${address.City}`.trim(),
    address.CountryName,
  ]
    .filter(Boolean)
    .join(', ');

/** The default address of a kind, else the first that serves it. */
const defaultFor = (addresses: readonly CustomerAddress[], kind: 'billing' | 'shipping') => {
  const serving = addresses.filter((address) => servesAs(address.AddressType, kind));
  return serving.find((address) => address.IsDefault) ?? serving[0];
};

/**
 * An order for the picked customer (Medusa's draft order): variants found by SKU or name with
 * their quantities, the customer's saved addresses, priced by the server for that customer, then
 * placed and paid from the customer's prepaid account in one go.
 */
export function PrepaidOrderForm({ customer }: { customer: SalesCustomer }) {
  const t = useT();
  const api = useApi();
  const { culture } = useCulture();
  const queryClient = useQueryClient();
  const headingId = useId();
  const detail = useQuery(salesCustomerQueryOptions(api, customer.CustomerId, culture));
  const addresses = detail.data?.Addresses ?? [];
  const [lines, setLines] = useState<Line[]>([]);
  const [billingId, setBillingId] = useState<string | null>(null);
  const [shippingId, setShippingId] = useState<string | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const billing = billingId ?? defaultFor(addresses, 'billing')?.Id ?? '';
  // '' is "the billing address".
  const shipping = shippingId ?? '';

  const draft: SalesOrderDraft | null = useMemo(
    () =>
      lines.length && billing
        ? {
            CustomerId: customer.CustomerId,
            Lines: lines.map((line) => ({
              ProductVariantId: line.product.ProductVariantId,
              Quantity: line.quantity,
            })),
            BillingAddressId: billing,
            ...(shipping ? { ShippingAddressId: shipping } : {}),
          }
        : null,
    [customer.CustomerId, lines, billing, shipping],
  );
  const quote = useMutation({
    mutationFn: (priced: SalesOrderDraft) => api.sales.quote(priced, culture),
  });
  const place = useMutation({
    mutationFn: (order: SalesOrderDraft & { ExpectedTotal: number }) => api.sales.place(order, key, culture),
    onSuccess: async () => {
      setLines([]);
      setKey(crypto.randomUUID());
      quote.reset();
      await queryClient.invalidateQueries({ queryKey: SALES_KEY });
    },
  });
  // Any change of the draft makes the shown price stale: it is asked for again before placing.
  const change = (next: () => void) => {
    next();
    quote.reset();
    place.reset();
  };
  const addProduct = (product: SalesProduct) =>
    change(() =>
      setLines((current) =>
        current.some((line) => line.product.ProductVariantId === product.ProductVariantId)
          ? current.map((line) =>
              line.product.ProductVariantId === product.ProductVariantId
                ? { ...line, quantity: line.quantity + 1 }
                : line,
            )
          : [...current, { product, quantity: 1 }],
      ),
    );
  const refusal = (error: unknown) => translateMessage(formMessageOf(error) ?? 'SalesDesk.FormFailed', t);
  const priced = quote.data;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {t('SalesDesk.OrderTitle')}
      </Typography>
      {detail.isPending ? <CircularProgress size={24} aria-label={t('Core.Loading')} /> : null}
      {detail.data && addresses.length === 0 ? (
        <Alert severity="warning">{t('SalesDesk.NoAddress')}</Alert>
      ) : null}
      <Stack spacing={2}>
        <ProductSearch onPick={addProduct} />
        <Box>
          <Typography component="h3" variant="subtitle1">
            {t('SalesDesk.Lines')}
          </Typography>
          {lines.length === 0 ? (
            <Typography color="text.secondary">{t('SalesDesk.NoLines')}</Typography>
          ) : null}
          <List dense aria-label={t('SalesDesk.Lines')}>
            {lines.map((line) => (
              <ListItem
                key={line.product.ProductVariantId}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('SalesDesk.RemoveLine', { name: line.product.Name })}
                    onClick={() =>
                      change(() =>
                        setLines((current) =>
                          current.filter(
                            (other) => other.product.ProductVariantId !== line.product.ProductVariantId,
                          ),
                        ),
                      )
                    }
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={line.product.Name} secondary={line.product.SKU} sx={{ mr: 2 }} />
                <TextField
                  size="small"
                  type="number"
                  label={t('SalesDesk.Quantity', { name: line.product.Name })}
                  value={line.quantity}
                  onChange={(event) => {
                    const quantity = Math.max(1, Math.floor(Number(event.target.value) || 1));
                    change(() =>
                      setLines((current) =>
                        current.map((other) =>
                          other.product.ProductVariantId === line.product.ProductVariantId
                            ? { ...other, quantity }
                            : other,
                        ),
                      ),
                    );
                  }}
                  slotProps={{ htmlInput: { min: 1, step: 1 } }}
                  sx={{ width: 130, mr: 6 }}
                />
              </ListItem>
            ))}
          </List>
        </Box>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
          <TextField
            select
            size="small"
            fullWidth
            label={t('SalesDesk.BillingAddress')}
            value={billing}
            onChange={(event) => change(() => setBillingId(event.target.value))}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {addresses
              .filter((address) => servesAs(address.AddressType, 'billing'))
              .map((address) => (
                <option key={address.Id} value={address.Id}>
                  {addressLabel(address)}
                </option>
              ))}
          </TextField>
          <TextField
            select
            size="small"
            fullWidth
            label={t('SalesDesk.ShippingAddress')}
            value={shipping}
            onChange={(event) => change(() => setShippingId(event.target.value))}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('SalesDesk.SameAsBilling')}</option>
            {addresses
              .filter((address) => servesAs(address.AddressType, 'shipping'))
              .map((address) => (
                <option key={address.Id} value={address.Id}>
                  {addressLabel(address)}
                </option>
              ))}
          </TextField>
        </Stack>
        <Stack direction="row" spacing={1.5}>
          <Button
            variant="outlined"
            disabled={!draft || quote.isPending}
            onClick={() => draft && quote.mutate(draft)}
          >
            {t('SalesDesk.Quote')}
          </Button>
          <Button
            variant="contained"
            disabled={!draft || !priced || place.isPending}
            onClick={() => draft && priced && place.mutate({ ...draft, ExpectedTotal: priced.AmountTaxIncl })}
          >
            {t('SalesDesk.Place')}
          </Button>
        </Stack>
        {quote.isError ? <Alert severity="error">{refusal(quote.error)}</Alert> : null}
        {place.isError ? <Alert severity="error">{refusal(place.error)}</Alert> : null}
        {place.isSuccess ? (
          <Alert severity="success">
            {t('SalesDesk.Placed', { number: place.data.Number, total: place.data.AmountTaxInclHtml })}
          </Alert>
        ) : null}
        {priced ? (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('SalesDesk.Lines')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('SalesDesk.Column.Product')}</TableCell>
                  <TableCell>{t('SalesDesk.Column.CustomerSku')}</TableCell>
                  <TableCell align="right">{t('SalesDesk.Column.Quantity')}</TableCell>
                  <TableCell align="right">{t('SalesDesk.Column.UnitPrice')}</TableCell>
                  <TableCell align="right">{t('SalesDesk.Column.Total')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {priced.Items.map((item) => (
                  <TableRow key={item.ProductVariantId}>
                    <TableCell>
                      {item.ProductName} ({item.SKU})
                    </TableCell>
                    <TableCell>{item.CustomerSKU ?? ''}</TableCell>
                    <TableCell align="right">{item.Quantity}</TableCell>
                    <TableCell align="right">
                      {item.UnitPriceTaxInclHtml}
                      {item.TierApplied ? ` (${t('SalesDesk.TierApplied')})` : ''}
                    </TableCell>
                    <TableCell align="right">{item.TotalTaxInclHtml}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Box sx={{ mt: 1, textAlign: 'right' }}>
              <Typography variant="body2">
                {t('SalesDesk.Subtotal', { amount: priced.SubtotalHtml })}
              </Typography>
              <Typography variant="body2">
                {t('SalesDesk.ShippingLine', {
                  method: priced.ShippingMethodName ?? '',
                  amount: priced.ShippingAmountHtml,
                })}
              </Typography>
              <Typography variant="body2">
                {t('SalesDesk.TaxLine', { amount: priced.TaxAmountHtml })}
              </Typography>
              <Typography variant="subtitle1" component="p" data-testid="quote-total">
                {t('SalesDesk.TotalLine', { amount: priced.AmountTaxInclHtml })}
              </Typography>
            </Box>
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Variants by SKU or product name, asked for once typing pauses; picking one adds it. */
function ProductSearch({ onPick }: { onPick: (product: SalesProduct) => void }) {
  const t = useT();
  const api = useApi();
  const { culture } = useCulture();
  const [input, setInput] = useState('');
  const settled = effectiveSearch(useDebouncedValue(input));
  const found = useQuery({
    ...salesProductsQueryOptions(api, settled, culture),
    enabled: settled !== '',
    placeholderData: keepPreviousData,
  });
  const tooShort = effectiveSearch(input) === '';
  return (
    <Autocomplete<SalesProduct>
      options={tooShort ? [] : (found.data ?? [])}
      value={null}
      onChange={(_event, next) => {
        if (next) onPick(next);
        setInput('');
      }}
      inputValue={input}
      onInputChange={(_event, next, reason) => {
        if (reason !== 'reset') setInput(next);
      }}
      getOptionLabel={(option) => `${option.Name} (${option.SKU})`}
      isOptionEqualToValue={(option, other) => option.ProductVariantId === other.ProductVariantId}
      filterOptions={(all) => all}
      openText={t('SalesDesk.OpenSuggestions')}
      closeText={t('Core.Close')}
      clearText={t('SalesDesk.Clear')}
      loading={!tooShort && found.isFetching}
      loadingText={t('Core.Loading')}
      noOptionsText={tooShort ? t('SalesDesk.ProductTypeMore') : t('SalesDesk.ProductNone')}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <ListItemText primary={option.Name} secondary={option.SKU} />
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} size="small" type="search" label={t('SalesDesk.ProductLabel')} />
      )}
    />
  );
}
