import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, InputAdornment, MenuItem, TextField, Typography } from '@mui/material';
import { memo, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { ChangeMode } from './useSearchForm';

/** A catalogue key and its name in the member's language; `group` heads a section of a long list. */
export interface Option {
  id: string;
  name: string;
  group?: string;
}

interface FieldProps<V> {
  /** The form field (its input's id is search-<field>). */
  field: string;
  label: string;
  value: V;
  onChange: (value: V, mode: ChangeMode) => void;
  /** The translated error, else the help text shows. */
  error?: string;
  helperText?: string;
}

/**
 * Props equal when each is the same value, objects and arrays compared one level down (the inline
 * `inputProps` of a render): an input renders again only when its own field changed, not when another
 * filter of the form did.
 */
export function sameProps<P extends object>(before: Readonly<P>, after: Readonly<P>): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    const a = (before as Record<string, unknown>)[key];
    const b = (after as Record<string, unknown>)[key];
    if (Object.is(a, b)) {
      continue;
    }
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
      return false;
    }
    const aValues = Object.entries(a);
    if (aValues.length !== Object.keys(b).length) {
      return false;
    }
    if (aValues.some(([inner, value]) => !Object.is(value, (b as Record<string, unknown>)[inner]))) {
      return false;
    }
  }
  return true;
}

function helper(error: string | undefined, helperText: string | undefined) {
  return { error: Boolean(error), helperText: error ?? helperText };
}

/** The free-text box: typed, so the search follows the typing's pace (Enter in the form sends it at once). */
export function SearchTextInput({ field, label, value, onChange, error, helperText }: FieldProps<string>) {
  return (
    <TextField
      id={`search-${field}`}
      type="search"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value, 'typed')}
      fullWidth
      autoComplete="off"
      {...helper(error, helperText)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** A typed value: a city, a state code, a number (type="number": the browser keeps only numbers). */
function TypedInputFields({
  field,
  label,
  shownLabel,
  value,
  onChange,
  error,
  helperText,
  type = 'text',
  inputProps,
}: FieldProps<string> & {
  /** A shorter visible label where a legend says the rest ("From" under "Height (cm)"); `label` names the input. */
  shownLabel?: string;
  type?: 'text' | 'number' | 'date';
  inputProps?: { min?: number | string; max?: number | string; step?: number | string };
}) {
  return (
    <TextField
      id={`search-${field}`}
      type={type}
      label={shownLabel ?? label}
      value={value}
      onChange={(event) => onChange(event.target.value, 'typed')}
      fullWidth
      size="small"
      autoComplete="off"
      {...helper(error, helperText)}
      slotProps={{
        htmlInput: { ...inputProps, ...(shownLabel === undefined ? {} : { 'aria-label': label }) },
        inputLabel: type === 'date' ? { shrink: true } : undefined,
      }}
    />
  );
}

/**
 * A from–to pair under one legend ("Height (cm)": From, To), side by side; each input is named in
 * full for assistive technology ("Height from (cm)"). Typed: both follow the typing's pace.
 */
export function RangeInputs({
  legend,
  from,
  to,
  type = 'number',
  inputProps,
  helperText,
}: {
  legend: string;
  from: FieldProps<string>;
  to: FieldProps<string>;
  type?: 'number' | 'date';
  inputProps?: { min?: number | string; max?: number | string; step?: number | string };
  helperText?: string;
}) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {legend}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <TypedInput {...from} shownLabel={translate('search.common.from')} type={type} inputProps={inputProps} />
        <TypedInput {...to} shownLabel={translate('search.common.to')} type={type} inputProps={inputProps} />
      </Box>
      {helperText && (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5, mx: 1.75 }}>
          {helperText}
        </Typography>
      )}
    </Box>
  );
}

/**
 * A list filter: the catalogue's keys by name, several at once (chips); chosen, so it searches at
 * once. Keys the catalogue does not know (a hand-written address) show as themselves until removed.
 */
function KeysInputFields({
  field,
  label,
  value,
  onChange,
  error,
  helperText,
  options,
}: FieldProps<string[]> & { options: Option[] }) {
  const translate = useTranslate();
  const byId = useMemo(() => new Map(options.map((option) => [option.id, option])), [options]);
  const selected = value.map((key) => byId.get(key) ?? { id: key, name: key });
  const grouped = options.some((option) => option.group !== undefined);
  return (
    <Autocomplete
      id={`search-${field}`}
      multiple
      size="small"
      options={options}
      value={selected}
      groupBy={grouped ? (option) => option.group ?? '' : undefined}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterSelectedOptions
      noOptionsText={translate('search.common.noOptions')}
      onChange={(_, chosen) =>
        onChange(
          chosen.map((option) => option.id),
          'chosen',
        )
      }
      renderInput={(params) => <TextField {...params} label={label} {...helper(error, helperText)} />}
    />
  );
}

/** One key of a long list (a country), by name; chosen. */
function KeyInputFields({
  field,
  label,
  value,
  onChange,
  error,
  helperText,
  options,
}: FieldProps<string> & { options: Option[] }) {
  const translate = useTranslate();
  const selected =
    value === '' ? null : (options.find((option) => option.id === value.toUpperCase()) ?? { id: value, name: value });
  return (
    <Autocomplete
      id={`search-${field}`}
      size="small"
      options={options}
      value={selected}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText={translate('search.common.noOptions')}
      onChange={(_, chosen) => onChange(chosen?.id ?? '', 'chosen')}
      renderInput={(params) => <TextField {...params} label={label} {...helper(error, helperText)} />}
    />
  );
}

/** A short closed list (paid or unpaid), "any" first; chosen. */
function ChoiceInputFields({
  field,
  label,
  value,
  onChange,
  error,
  helperText,
  choices,
}: FieldProps<string> & { choices: { id: string; name: string }[] }) {
  return (
    <TextField
      id={`search-${field}`}
      select
      size="small"
      fullWidth
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value, 'chosen')}
      {...helper(error, helperText)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export const TypedInput = memo(TypedInputFields, sameProps);
export const KeysInput = memo(KeysInputFields, sameProps);
export const KeyInput = memo(KeyInputFields, sameProps);
export const ChoiceInput = memo(ChoiceInputFields, sameProps);
