import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decodeMessage } from './messages';
import {
  checkboxField,
  emailField,
  formSchema,
  numberField,
  quantitySchema,
  textField,
  uploadSchema,
  withFormRules,
  withRules,
} from './zod';

/** The issues of a failed parse as { path: key } pairs, with their parameters when they have some. */
function issuesOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    ...decodeMessage(issue.message),
  }));
}

describe('field builders', () => {
  it('checks a text field with jQuery-style rules and reports the first failure', () => {
    const name = textField({ required: true, maxlength: 5 });
    expect(issuesOf(name, '')).toEqual([{ path: '', key: 'Validation.Required' }]);
    expect(issuesOf(name, 'abcdef')).toEqual([{ path: '', key: 'Validation.MaxLength', params: { max: 5 } }]);
    expect(issuesOf(name, 'abc')).toEqual([]);
    expect(issuesOf(name, undefined)).toEqual([{ path: '', key: 'Validation.Required' }]);
  });

  it('lets optional fields be empty or absent', () => {
    const schema = z.object({ Iban: textField({ iban: true }).optional() });
    expect(schema.safeParse({}).success).toBe(true);
    expect(schema.safeParse({ Iban: '' }).success).toBe(true);
    expect(issuesOf(schema, { Iban: 'DE00 1234' })).toEqual([{ path: 'Iban', key: 'Validation.Iban' }]);
  });

  it('trims e-mail addresses and validates the trimmed text', () => {
    const schema = emailField({ required: true });
    expect(schema.parse('  jean@example.fr ')).toBe('jean@example.fr');
    expect(issuesOf(schema, 'jean@')).toEqual([{ path: '', key: 'Validation.Email' }]);
  });

  it('validates long dates in the given culture', () => {
    const birthDate = textField({ date: true }, { culture: 'es' });
    expect(birthDate.safeParse('29 de febrero de 2024').success).toBe(true);
    expect(issuesOf(birthDate, '29 de febrero de 2023')).toEqual([
      { path: '', key: 'Validation.Date', params: { example: '31 de diciembre de 2025' } },
    ]);
  });

  it('checks boxes and numbers', () => {
    expect(issuesOf(checkboxField({ enforcetrue: true }), false)).toEqual([
      { path: '', key: 'Validation.EnforceTrue' },
    ]);
    expect(checkboxField({ enforcetrue: true }).safeParse(true).success).toBe(true);
    expect(issuesOf(numberField({ range: [1, 5] }), 7)).toEqual([
      { path: '', key: 'Validation.Range', params: { min: 1, max: 5 } },
    ]);
    expect(issuesOf(numberField(), Number.NaN)).toEqual([{ path: '', key: 'Validation.Number' }]);
  });

  it('replaces a rule message when asked', () => {
    const schema = textField({ required: true }, { messages: { required: 'Checkout.EmailRequired' } });
    expect(issuesOf(schema, '')).toEqual([{ path: '', key: 'Checkout.EmailRequired' }]);
  });

  it('keeps the zod type, so builders chain', () => {
    const schema = withRules(z.string().max(100), { nowhitespace: true });
    expect(schema.safeParse('no-spaces').success).toBe(true);
    expect(issuesOf(schema, 'with space')).toEqual([{ path: '', key: 'Validation.NoWhitespace' }]);
  });

  it('carries the rule name and raw parameters in the issue for servers', () => {
    const result = textField({ maxlength: 2 }).safeParse('abc');
    expect(result.error?.issues[0]).toMatchObject({
      code: 'custom',
      params: { rule: 'maxlength', key: 'Validation.MaxLength', params: { max: 2 } },
    });
  });
});

describe('whole-form rules on an object schema', () => {
  const checkout = formSchema(
    {
      Email: z.string(),
      ConfirmEmail: z.string(),
      Phone: z.string(),
      Mobile: z.string(),
      IsCompany: z.boolean(),
      CompanyName: z.string(),
      VAT: z.string(),
      BillingCountry: z.string(),
      AlternateEmail: z.string(),
    },
    {
      Email: { required: true, email: true },
      ConfirmEmail: { required: true, equalTo: 'Email' },
      Phone: { requiredor: 'Mobile' },
      CompanyName: { requiredif: { field: 'IsCompany', value: true } },
      VAT: { requiredif: { field: 'IsCompany', value: true }, vatNumber: { countryField: 'BillingCountry' } },
      AlternateEmail: { notequalto: ['Email'] },
    },
  );

  const valid = {
    Email: 'jean@example.fr',
    ConfirmEmail: 'jean@example.fr',
    Phone: '',
    Mobile: '0470 12 34 56',
    IsCompany: true,
    CompanyName: 'Vitrine SA',
    VAT: 'BE 0202.239.951',
    BillingCountry: 'BE',
    AlternateEmail: '',
  };

  it('accepts a consistent form', () => {
    expect(issuesOf(checkout, valid)).toEqual([]);
  });

  it('reports each cross-field failure on its own field with its own key', () => {
    expect(
      issuesOf(checkout, {
        ...valid,
        ConfirmEmail: 'jean@example.com',
        Mobile: '',
        CompanyName: '',
        VAT: 'BE 0202.239.952',
        AlternateEmail: 'jean@example.fr',
      }),
    ).toEqual([
      { path: 'ConfirmEmail', key: 'Validation.EqualTo' },
      { path: 'Phone', key: 'Validation.RequiredOr' },
      { path: 'CompanyName', key: 'Validation.Required' },
      { path: 'VAT', key: 'Validation.VatNumber' },
      { path: 'AlternateEmail', key: 'Validation.NotEqualTo' },
    ]);
  });

  it('applies requiredif only when the condition holds', () => {
    expect(issuesOf(checkout, { ...valid, IsCompany: false, CompanyName: '', VAT: '' })).toEqual([]);
    expect(issuesOf(checkout, { ...valid, CompanyName: '', VAT: '' }).map((issue) => issue.path)).toEqual([
      'CompanyName',
      'VAT',
    ]);
  });

  it("reads requiredif's isequalto as spec 000 §5 writes it: required while the other field differs", () => {
    const delivery = withFormRules(z.object({ Country: z.string(), PostalCode: z.string() }), {
      PostalCode: { requiredif: { field: 'Country', value: 'IE', comparison: 'isequalto' } },
    });
    expect(issuesOf(delivery, { Country: 'IE', PostalCode: '' })).toEqual([]);
    expect(issuesOf(delivery, { Country: 'BE', PostalCode: '' })).toEqual([
      { path: 'PostalCode', key: 'Validation.Required' },
    ]);
    expect(issuesOf(delivery, { Country: 'BE', PostalCode: '1000' })).toEqual([]);
  });

  it('still runs when another field has a type error, without doubling that field', () => {
    expect(issuesOf(checkout, { ...valid, Email: 42, Mobile: '' })).toEqual([
      { path: 'Email', key: 'Invalid input: expected string, received number' },
      { path: 'ConfirmEmail', key: 'Validation.EqualTo' },
      { path: 'Phone', key: 'Validation.RequiredOr' },
    ]);
  });

  it('reports group rules on every field of the group', () => {
    const product = withFormRules(
      z.object({ PartNumber: z.string(), Description: z.string(), Color: z.string() }),
      {
        PartNumber: { require_from_group: [1, ['PartNumber', 'Description']] },
        Description: { require_from_group: [1, ['PartNumber', 'Description']] },
        Color: { skip_or_fill_minimum: [2, ['PartNumber', 'Description', 'Color']] },
      },
    );
    expect(issuesOf(product, { PartNumber: '', Description: '', Color: '' })).toEqual([
      { path: 'PartNumber', key: 'Validation.RequireFromGroup', params: { min: 1 } },
      { path: 'Description', key: 'Validation.RequireFromGroup', params: { min: 1 } },
    ]);
    expect(issuesOf(product, { PartNumber: '', Description: '', Color: 'Red' })).toEqual([
      { path: 'PartNumber', key: 'Validation.RequireFromGroup', params: { min: 1 } },
      { path: 'Description', key: 'Validation.RequireFromGroup', params: { min: 1 } },
      { path: 'Color', key: 'Validation.SkipOrFillMinimum', params: { min: 2 } },
    ]);
    expect(issuesOf(product, { PartNumber: 'A1', Description: '', Color: '' })).toEqual([
      { path: 'Color', key: 'Validation.SkipOrFillMinimum', params: { min: 2 } },
    ]);
    expect(issuesOf(product, { PartNumber: 'A1', Description: 'Bolt', Color: '' })).toEqual([]);
  });

  it('reports nested fields on their full path', () => {
    const order = withFormRules(
      z.object({
        Billing: z.object({ Country: z.string(), PostalCode: z.string() }),
        DeliveryDate: z.string(),
      }),
      {
        'Billing.PostalCode': { required: true, postalcodeNL: true },
        DeliveryDate: { greaterThan: 'Billing.Country' },
      },
    );
    expect(issuesOf(order, { Billing: { Country: 'NL', PostalCode: '12' }, DeliveryDate: '' })).toEqual([
      { path: 'Billing.PostalCode', key: 'Validation.PostalCode' },
    ]);
  });

  it('validates the same declaration as a Fastify body would receive it', () => {
    const body = JSON.parse(JSON.stringify({ ...valid, Phone: '', Mobile: '' }));
    const result = checkout.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['Phone', 'Validation.RequiredOr'],
    ]);
  });

  it('keeps the object in the JSON Schema the OpenAPI document is built from', () => {
    const schema = z.toJSONSchema(checkout) as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(schema.properties)).toContain('ConfirmEmail');
    expect(schema.required).toContain('Email');
  });
});

describe('quantitySchema', () => {
  const packOfSix = quantitySchema({ min: 6, max: 60, step: 6 });

  it.each<[unknown, Array<{ key: string; params?: Record<string, number> }>]>([
    [12, []],
    [3, [{ key: 'Validation.Min', params: { min: 6 } }]],
    [66, [{ key: 'Validation.Max', params: { max: 60 } }]],
    [8, [{ key: 'Validation.Step', params: { step: 6 } }]],
    ['12', [{ key: 'Validation.Quantity' }]],
  ])('%j → %j', (value, expected) => {
    expect(issuesOf(packOfSix, value).map(({ key, params }) => (params ? { key, params } : { key }))).toEqual(
      expected,
    );
  });

  it('allows 0 with the zero floor', () => {
    expect(quantitySchema({ zeroFloor: true }).safeParse(0).success).toBe(true);
    expect(quantitySchema().safeParse(0).success).toBe(false);
  });
});

describe('uploadSchema', () => {
  it('reports each upload problem', () => {
    const schema = uploadSchema({ accept: 'image/*', maxFileSize: 1024 * 1024 });
    expect(schema.safeParse([{ name: 'a.jpg', type: 'image/jpeg', size: 1000 }]).success).toBe(true);
    expect(issuesOf(schema, [{ name: 'a.pdf', type: 'application/pdf', size: 2 * 1024 * 1024 }])).toEqual([
      { path: '', key: 'Validation.FileType' },
      { path: '', key: 'Validation.MaxFileSize', params: { max: 1 } },
    ]);
  });
});
