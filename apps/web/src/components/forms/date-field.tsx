import { ActionIcon, type MantineSize, Popover, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
// The calendar's styles load with the pages that have a date field (after the core styles: the
// app shell's, already on the page).
import '@mantine/dates/styles.css';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/hi';
import { type KeyboardEvent, useEffect, useState } from 'react';
import {
  type DateRange,
  type DayFirstReading,
  dayFirstOf,
  isWholeDate,
  maskDayFirst,
  readDayFirst,
} from '@/lib/day-first-date';
import { currentLanguage } from '@/lib/i18n';
import { type StringKey, type StringVars, useStrings } from '@/lib/strings';
import classes from './date-field.module.css';
import { formsStrings } from './strings';

export interface DateFieldProps {
  /** The field's label (its accessible name too). */
  readonly label: string;
  /** The date, ISO (YYYY-MM-DD), or '' for none. */
  readonly value: string;
  /**
   * Called with the ISO date the text now reads as: at once when a whole DD-MM-YYYY date is typed or
   * picked, on Enter or on leaving the field for a shorter form ("3-1-2026"); with '' when a
   * `clearable` field is emptied. Text that is not a date in range is never passed on.
   */
  readonly onChange: (iso: string) => void;
  /** Told whether the text is now a date the field accepts (a form holds its submit while it is not). */
  readonly onValidChange?: (valid: boolean) => void;
  /** The earliest and latest day accepted (ISO, both included). */
  readonly min?: string;
  readonly max?: string;
  /** An empty field is a value (''), e.g. "the whole history"; otherwise it asks for a date. */
  readonly clearable?: boolean;
  readonly description?: string;
  /** A message from elsewhere (the server), shown while the text itself reads as a date. */
  readonly error?: string;
  /** The label beside the box instead of above it (a filter row). */
  readonly inlineLabel?: boolean;
  /** The box's width in pixels; default the container's. */
  readonly inputWidth?: number;
  readonly size?: MantineSize;
}

type T = (key: StringKey<typeof formsStrings.en>, vars?: StringVars) => string;

/** The example a message gives: the latest day allowed, else a fixed one. */
const exampleOf = (range: DateRange) => dayFirstOf(range.max ?? range.min) || '23-11-2026';

/** What is wrong with the text, in the page's language; undefined when nothing is. */
function problemOf(reading: DayFirstReading, text: string, range: DateRange, clearable: boolean, t: T) {
  const dates = { min: dayFirstOf(range.min), max: dayFirstOf(range.max) };
  switch (reading.kind) {
    case 'date':
      return undefined;
    case 'empty':
      return clearable ? undefined : t('date.malformed', { example: exampleOf(range) });
    case 'malformed':
      return t('date.malformed', { example: exampleOf(range) });
    case 'noSuchMonth':
      return t('date.noSuchMonth', { text: text.trim() });
    case 'noSuchDay':
      return t('date.noSuchDay', { text: text.trim(), days: reading.days });
    case 'beforeMin':
    case 'afterMax':
      if (range.min && range.max) return t('date.outOfRange', dates);
      return reading.kind === 'beforeMin' ? t('date.beforeMin', dates) : t('date.afterMax', dates);
  }
}

// The label beside the box: label and box on one line, a message under both that wraps to their
// width (so it does not push what follows the field away).
const INLINE = {
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 8 },
  label: { marginBottom: 0, fontWeight: 400 },
  error: { flexBasis: '100%', contain: 'inline-size' },
} as const;

/**
 * A date typed and shown day first, DD-MM-YYYY, whatever the browser's locale (a native date input
 * shows mm/dd/yyyy in an American browser), with a calendar beside it. The page gives and gets ISO
 * dates; the text is the field's own: "23/11/2026" and "23.11.2026" are read too, a dash is put after
 * the day and the month as they are typed, and a date that does not exist or is out of range gets a
 * message once the field is left (or Enter is pressed) while the page keeps its last good date.
 */
export function DateField({
  label,
  value,
  onChange,
  onValidChange,
  min,
  max,
  clearable = false,
  description,
  error,
  inlineLabel = false,
  inputWidth,
  size = 'sm',
}: DateFieldProps) {
  const t = useStrings(formsStrings);
  const range: DateRange = { min: min || undefined, max: max || undefined };
  // What the user typed, for the date the page had then; a date the page gives later (a day's
  // arrows, the URL, a reset, or the typed date taken) shows instead.
  const [draft, setDraft] = useState<{ readonly text: string; readonly value: string } | null>(null);
  const text = draft && draft.value === value ? draft.text : dayFirstOf(value);
  const [left, setLeft] = useState(false);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const reading = readDayFirst(text, range);
  const problem = problemOf(reading, text, range, clearable, t);
  const valid = problem === undefined;
  useEffect(() => onValidChange?.(valid), [valid, onValidChange]);

  const take = (next: string, settled: boolean) => {
    const read = readDayFirst(next, range);
    if (read.kind === 'date' && (settled || isWholeDate(next)) && read.iso !== value) onChange(read.iso);
    if (read.kind === 'empty' && clearable && value !== '') onChange('');
  };
  // Enter or leaving the field: act on the text, show a date the standard way, or what is wrong.
  const settle = () => {
    take(text, true);
    if (reading.kind === 'date') setDraft(null);
    setLeft(true);
  };
  const pick = (iso: string | null) => {
    setCalendarOpen(false);
    if (!iso) return;
    setDraft(null);
    take(iso, true);
  };

  const selected = reading.kind === 'date' ? reading.iso : value || null;
  const calendar = (
    <Popover
      opened={calendarOpen}
      onChange={setCalendarOpen}
      trapFocus
      returnFocus
      position="bottom-end"
      shadow="md"
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={size}
          aria-label={t('date.openCalendar', { label })}
          onClick={() => setCalendarOpen((open) => !open)}
        >
          <IconCalendar size={16} stroke={1.6} aria-hidden="true" />
        </ActionIcon>
      </Popover.Target>
      {/* A dialog named by the button that opens it. */}
      <Popover.Dropdown p="xs">
        <DatePicker
          value={selected}
          onChange={pick}
          defaultDate={selected ?? range.max ?? undefined}
          minDate={range.min}
          maxDate={range.max}
          locale={currentLanguage()}
          size={size}
          // Days of the months around are not shown: the grid is this month's (and they were faint).
          hideOutsideDates
          classNames={{ day: classes.day }}
          ariaLabels={{
            previousMonth: t('date.previousMonth'),
            nextMonth: t('date.nextMonth'),
            previousYear: t('date.previousYear'),
            nextYear: t('date.nextYear'),
            previousDecade: t('date.previousDecade'),
            nextDecade: t('date.nextDecade'),
          }}
          // Focus starts on the chosen day; arrows move between days.
          getDayProps={(day) => (day === selected ? { 'data-autofocus': true } : {})}
        />
      </Popover.Dropdown>
    </Popover>
  );

  return (
    <TextInput
      label={label}
      description={description}
      placeholder={t('date.placeholder')}
      value={text}
      size={size}
      inputMode="numeric"
      autoComplete="off"
      onChange={(event) => {
        const next = maskDayFirst(text, event.currentTarget.value);
        setDraft({ text: next, value });
        take(next, false);
      }}
      onBlur={settle}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') settle();
      }}
      error={(left ? problem : undefined) ?? (problem ? undefined : error)}
      rightSection={calendar}
      rightSectionPointerEvents="all"
      styles={{
        ...(inlineLabel ? INLINE : {}),
        wrapper: inputWidth === undefined ? undefined : { width: inputWidth },
      }}
    />
  );
}
