import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Coupon,
  type CouponEdit,
  CouponEditSchema,
  type CouponKind,
  type CouponLookup,
} from '@vitrine/api-client';
import { type FormEvent, useId, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { EditorForm } from '../../lib/editor-form';
import { useCulture, useT } from '../../lib/i18n-context';
import { MasterDetail } from '../../lib/master-detail';
import { refusalOf } from '../../lib/refusal';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NEW_RECORD, useMasterDetail } from '../../lib/use-master-detail';
import { LookupPicker, SingleLookupPicker } from './lookup-picker';
import { COUPONS_KEY, couponRedemptionsQueryOptions, couponsQueryOptions } from './queries';

/** A typed amount or count: empty is none, a comma is a decimal point. */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value.trim().replace(',', '.')));
/** An instant as a datetime-local field shows it (the staff's own time zone). */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
const isoOrNull = (local: string) => (local ? new Date(local).toISOString() : null);

/**
 * The coupon area (sales and admins): every coupon with how often orders used it; a coupon's rules
 * (value, minimum, dates, limits, restrictions to products, categories and brands, the customer
 * of a personal code), switched off rather than deleted, and the orders that used it.
 */
export function CouponsPage({ title }: { title: string }) {
  const t = useT();
  const { culture } = useCulture();
  const api = useApi();
  useDocumentTitle(title);
  const coupons = useQuery(couponsQueryOptions(api));
  const selection = useMasterDetail();
  const chosen = selection.isNew ? null : coupons.data?.find((coupon) => coupon.Id === selection.selectedKey);

  return (
    <MasterDetail
      title={title}
      listTitle={t('Coupons.Admin.List')}
      filter={
        <Button variant="outlined" size="small" onClick={selection.selectNew} sx={{ mb: 1 }}>
          {t('Coupons.Admin.New')}
        </Button>
      }
      items={coupons.data}
      isLoading={coupons.isPending}
      emptyMessage={t('Coupons.Admin.Empty')}
      getKey={(coupon) => coupon.Id}
      renderItem={(coupon) => (
        <>
          <ListItemText
            primary={coupon.Code}
            secondary={`${couponValue(coupon, culture)} · ${t('Coupons.Admin.UsedTimes', { count: coupon.UsageCount })}`}
          />
          {!coupon.IsActive && <Chip size="small" label={t('Coupons.Admin.Inactive')} />}
        </>
      )}
      selection={selection}
      chooseMessage={t('Coupons.Admin.Choose')}
      detail={
        selection.isNew || chosen ? (
          <Stack spacing={2}>
            <CouponForm
              key={chosen?.Id ?? NEW_RECORD}
              coupon={chosen ?? null}
              justCreated={chosen !== undefined && chosen?.Id === selection.justCreated}
              onSaved={(saved, created) => (created ? selection.selectCreated : selection.select)(saved.Id)}
            />
            {chosen ? <Redemptions coupon={chosen} /> : null}
          </Stack>
        ) : null
      }
    />
  );
}

/** "10 %" or "5,00 €", in the staff's language. */
function couponValue(coupon: Coupon, culture: string) {
  return coupon.Kind === 'percentage'
    ? new Intl.NumberFormat(culture, { style: 'percent', maximumFractionDigits: 2 }).format(
        (coupon.Percent ?? 0) / 100,
      )
    : new Intl.NumberFormat(culture, { style: 'currency', currency: coupon.CurrencyCode }).format(
        coupon.Amount ?? 0,
      );
}

function CouponForm({
  coupon,
  justCreated,
  onSaved,
}: {
  coupon: Coupon | null;
  justCreated: boolean;
  onSaved: (coupon: Coupon, created: boolean) => void;
}) {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const kindLabel = useId();
  const currency = coupon?.CurrencyCode ?? 'EUR';
  const [code, setCode] = useState(coupon?.Code ?? '');
  const [description, setDescription] = useState(coupon?.Description ?? '');
  const [kind, setKind] = useState<CouponKind>(coupon?.Kind ?? 'percentage');
  const [percent, setPercent] = useState(coupon?.Percent === null || !coupon ? '' : String(coupon.Percent));
  const [amount, setAmount] = useState(coupon?.Amount === null || !coupon ? '' : String(coupon.Amount));
  const [minimum, setMinimum] = useState(
    coupon?.MinimumAmount === null || !coupon ? '' : String(coupon.MinimumAmount),
  );
  const [startsAt, setStartsAt] = useState(localInput(coupon?.StartsAt ?? null));
  const [endsAt, setEndsAt] = useState(localInput(coupon?.EndsAt ?? null));
  const [usageLimit, setUsageLimit] = useState(
    coupon?.UsageLimit === null || !coupon ? '' : String(coupon.UsageLimit),
  );
  const [perCustomerLimit, setPerCustomerLimit] = useState(
    coupon?.PerCustomerLimit === null || !coupon ? '' : String(coupon.PerCustomerLimit),
  );
  const [customer, setCustomer] = useState<CouponLookup | null>(coupon?.Customer ?? null);
  const [products, setProducts] = useState<CouponLookup[]>(coupon?.Products ?? []);
  const [categories, setCategories] = useState<CouponLookup[]>(coupon?.Categories ?? []);
  const [brands, setBrands] = useState<CouponLookup[]>(coupon?.Brands ?? []);
  const [active, setActive] = useState(coupon?.IsActive ?? true);
  const [saved, setSaved] = useState(justCreated);
  const [failure, setFailure] = useState<string | undefined>();

  const save = useMutation({
    mutationFn: (input: CouponEdit) =>
      coupon ? api.coupons.staff.update(coupon.Id, input) : api.coupons.staff.create(input),
    onSuccess: async (result) => {
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: COUPONS_KEY });
      onSaved(result, coupon === null);
    },
    onError: (error) => setFailure(refusalOf(error) ?? 'Core.Error'),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    setFailure(undefined);
    const input: CouponEdit = {
      Code: code,
      Description: description,
      Kind: kind,
      Percent: kind === 'percentage' ? numberOrNull(percent) : null,
      Amount: kind === 'fixed' ? numberOrNull(amount) : null,
      MinimumAmount: numberOrNull(minimum),
      StartsAt: isoOrNull(startsAt),
      EndsAt: isoOrNull(endsAt),
      UsageLimit: numberOrNull(usageLimit),
      PerCustomerLimit: numberOrNull(perCustomerLimit),
      CustomerId: customer?.Id ?? null,
      IsActive: active,
      ProductIds: products.map((product) => product.Id),
      CategoryIds: categories.map((category) => category.Id),
      BrandIds: brands.map((brand) => brand.Id),
    };
    const checked = CouponEditSchema.safeParse(input);
    if (!checked.success) {
      setFailure(checked.error.issues[0]?.message);
      return;
    }
    save.mutate(input);
  }

  return (
    <EditorForm
      state={{ onSubmit, saved, failure, isSaving: save.isPending }}
      title={coupon ? coupon.Code : t('Coupons.Admin.New')}
      savedMessage={t('Coupons.Admin.Saved')}
    >
      <Stack spacing={2}>
        <TextField
          label={t('Coupons.Admin.Code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          required
        />
        <TextField
          label={t('Coupons.Admin.Description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          multiline
          minRows={2}
        />
        <FormControl>
          <FormLabel id={kindLabel}>{t('Coupons.Admin.Kind')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={kindLabel}
            value={kind}
            onChange={(event) => setKind(event.target.value as CouponKind)}
          >
            <FormControlLabel
              value="percentage"
              control={<Radio />}
              label={t('Coupons.Admin.KindPercentage')}
            />
            <FormControlLabel value="fixed" control={<Radio />} label={t('Coupons.Admin.KindFixed')} />
          </RadioGroup>
        </FormControl>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {kind === 'percentage' ? (
            <TextField
              label={t('Coupons.Admin.Percent')}
              value={percent}
              onChange={(event) => setPercent(event.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              required
            />
          ) : (
            <TextField
              label={t('Coupons.Admin.Amount', { currency })}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              required
            />
          )}
          <TextField
            label={t('Coupons.Admin.Minimum', { currency })}
            value={minimum}
            onChange={(event) => setMinimum(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label={t('Coupons.Admin.StartsAt')}
            type="datetime-local"
            value={startsAt}
            onChange={(event) => setStartsAt(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={t('Coupons.Admin.EndsAt')}
            type="datetime-local"
            value={endsAt}
            onChange={(event) => setEndsAt(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={t('Coupons.Admin.UsageLimit')}
            value={usageLimit}
            onChange={(event) => setUsageLimit(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            label={t('Coupons.Admin.PerCustomerLimit')}
            value={perCustomerLimit}
            onChange={(event) => setPerCustomerLimit(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Box>
        <SingleLookupPicker
          kind="customers"
          label={t('Coupons.Admin.Customer')}
          value={customer}
          onChange={setCustomer}
        />
        <Box>
          <Stack spacing={2}>
            <LookupPicker
              kind="products"
              label={t('Coupons.Admin.Products')}
              value={products}
              onChange={setProducts}
            />
            <LookupPicker
              kind="categories"
              label={t('Coupons.Admin.Categories')}
              value={categories}
              onChange={setCategories}
            />
            <LookupPicker
              kind="brands"
              label={t('Coupons.Admin.Brands')}
              value={brands}
              onChange={setBrands}
            />
          </Stack>
          <FormHelperText>{t('Coupons.Admin.RestrictionsHint')}</FormHelperText>
        </Box>
        <FormControlLabel
          control={<Checkbox checked={active} onChange={(event) => setActive(event.target.checked)} />}
          label={t('Coupons.Admin.Active')}
        />
        {coupon ? (
          <Typography variant="body2" color="text.secondary">
            {t('Coupons.Admin.UsedTimes', { count: coupon.UsageCount })} ·{' '}
            {t('Coupons.Admin.InCarts', { count: coupon.CartCount })}
          </Typography>
        ) : null}
      </Stack>
    </EditorForm>
  );
}

/** The orders that used the coupon, newest first. */
function Redemptions({ coupon }: { coupon: Coupon }) {
  const t = useT();
  const api = useApi();
  const { culture } = useCulture();
  const headingId = useId();
  const redemptions = useQuery(couponRedemptionsQueryOptions(api, coupon.Id, culture));
  const rows = redemptions.data ?? [];
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {t('Coupons.Admin.Usage')}
      </Typography>
      {redemptions.isSuccess && rows.length === 0 ? (
        <Typography>{t('Coupons.Admin.NoUsage')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('Coupons.Admin.Date')}</TableCell>
                <TableCell>{t('Coupons.Admin.Order')}</TableCell>
                <TableCell>{t('Coupons.Admin.Client')}</TableCell>
                <TableCell align="right">{t('Coupons.Admin.Discount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.Id}>
                  <TableCell>
                    {new Intl.DateTimeFormat(culture, { dateStyle: 'short', timeStyle: 'short' }).format(
                      new Date(row.RedeemedAt),
                    )}
                  </TableCell>
                  <TableCell>{row.OrderId}</TableCell>
                  <TableCell>{row.CustomerEmail ?? t('Coupons.Admin.Guest')}</TableCell>
                  <TableCell align="right">{row.AmountHtml}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}
