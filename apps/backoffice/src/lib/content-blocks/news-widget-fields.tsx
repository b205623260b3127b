import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import type { AdminNewsCategory, WidgetSettings } from '@vitrine/api-client';
import { CULTURES, type Culture } from '@vitrine/i18n';
import { useApi } from '../api-context';
import { useCulture, useT } from '../i18n-context';

export type NewsWidget = Extract<WidgetSettings, { Name: `news-${string}` }>;

export const isNewsWidget = (widget: WidgetSettings): widget is NewsWidget => widget.Name.startsWith('news-');

/** A category's name in the staff's language, or in the first culture it has. */
export function categoryName(category: AdminNewsCategory, culture: Culture): string {
  const own = category.Translations[culture]?.Name;
  if (own) return own;
  for (const other of CULTURES) {
    const name = category.Translations[other]?.Name;
    if (name) return name;
  }
  return '';
}

/** The categories as a flat list in tree order, each with its depth (for indenting a select). */
export function categoryOptions(categories: readonly AdminNewsCategory[], culture: Culture) {
  const options: { id: string; label: string; depth: number }[] = [];
  const walk = (parentId: string | null, depth: number) => {
    for (const category of categories.filter((item) => item.ParentId === parentId)) {
      options.push({ id: category.CategoryId, label: categoryName(category, culture), depth });
      walk(category.CategoryId, depth + 1);
    }
  };
  walk(null, 0);
  return options;
}

/**
 * The news widgets' settings by hand (ADR 035): the categories are picked by name from the news
 * tree rather than typed as ids; the rest is what the generic form would show.
 */
export function NewsWidgetFields({
  widget,
  number,
  fieldError,
  onChange,
}: {
  widget: NewsWidget;
  number: number;
  fieldError: (path: string) => string | undefined;
  onChange: (widget: WidgetSettings) => void;
}) {
  const t = useT();
  const api = useApi();
  const { culture } = useCulture();
  // The same query as the news area's, so its cache serves both.
  const categories = useQuery({
    queryKey: ['news', 'categories'],
    queryFn: ({ signal }) => api.news.staffCategories({ signal }),
  });
  const options = categoryOptions(categories.data ?? [], culture);
  const set = (change: Partial<NewsWidget>) => onChange({ ...widget, ...change } as WidgetSettings);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        select
        label={`${t('News.Admin.WidgetCategories')} ${number}`}
        value={widget.CategoryIds}
        onChange={(event) => {
          const value = event.target.value as unknown;
          set({
            CategoryIds: Array.isArray(value) ? value.map(String) : String(value).split(',').filter(Boolean),
          });
        }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) =>
              (selected as string[])
                .map((id) => options.find((option) => option.id === id)?.label ?? id)
                .join(', '),
          },
        }}
        error={Boolean(fieldError('CategoryIds'))}
        helperText={fieldError('CategoryIds')}
      >
        {options.map((option) => (
          <MenuItem key={option.id} value={option.id} sx={{ pl: 2 + option.depth * 2 }}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="number"
        label={`${t('News.Admin.PostPerPage')} ${number}`}
        value={widget.PostPerPage}
        onChange={(event) => set({ PostPerPage: Number(event.target.value) })}
        slotProps={{ htmlInput: { min: 1, max: 24 } }}
        error={Boolean(fieldError('PostPerPage'))}
        helperText={fieldError('PostPerPage')}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={widget.DisplayChildren}
            onChange={(event) => set({ DisplayChildren: event.target.checked })}
          />
        }
        label={`${t('News.Admin.DisplayChildren')} ${number}`}
      />
      {widget.Name === 'news-list' && (
        <TextField
          select
          label={`${t('News.Admin.Layout')} ${number}`}
          value={widget.Layout}
          onChange={(event) => set({ Layout: event.target.value === 'masonry' ? 'masonry' : 'blog' })}
        >
          <MenuItem value="blog">{t('News.Admin.LayoutBlog')}</MenuItem>
          <MenuItem value="masonry">{t('News.Admin.LayoutMasonry')}</MenuItem>
        </TextField>
      )}
    </Box>
  );
}
