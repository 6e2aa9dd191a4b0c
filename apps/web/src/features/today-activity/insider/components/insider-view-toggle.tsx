import { Choice } from '@/components/market/list-controls';
import { useStrings } from '@/lib/strings';
import { oneOf, usePageParams } from '@/lib/use-page-params';
import { insiderPerformanceStrings } from '../performance.strings';

export const INSIDER_VIEWS = ['day', 'performance'] as const;
export type InsiderView = (typeof INSIDER_VIEWS)[number];

/** `?view=`: the day's disclosures (default) or the performance after them. */
export function useInsiderView(): InsiderView {
  const { values } = usePageParams(['view'] as const);
  return oneOf(values.view, INSIDER_VIEWS, 'day');
}

/** The day's disclosures or what the stocks did after them, kept in the URL (`?view=performance`); the page of rows starts again. */
export function InsiderViewToggle() {
  const t = useStrings(insiderPerformanceStrings);
  const view = useInsiderView();
  const { set } = usePageParams(['view', 'page'] as const);
  return (
    <Choice
      label={t('view.label')}
      value={view}
      options={INSIDER_VIEWS.map((v) => ({ value: v, label: t(`view.${v}`) }))}
      onChange={(next) => set({ view: next === 'day' ? undefined : next, page: undefined })}
    />
  );
}
