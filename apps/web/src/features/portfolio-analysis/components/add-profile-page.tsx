import { Alert, Button, Group, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import {
  RISK_PROFILE_MESSAGES,
  RISK_PROFILE_NAME_MAX,
  RISK_QUESTIONS,
  RISK_SCORE_MAX,
  type RiskProfileDraft,
  type RiskQuestionId,
  riskProfileErrors,
} from '@nivesh/contracts';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isRefusal } from '@/lib/api-client';
import { useAddRiskProfile, useRiskProfiles } from '@/lib/portfolio-analysis/portfolio-analysis-api';
import { useStrings } from '@/lib/strings';
import { type PortfolioAnalysisText, portfolioAnalysisStrings } from '../strings';
import {
  HOME_HREF,
  PortfolioAnalysisFrame,
  profileHref,
  usePortfolioAnalysisCrumb,
  useSignedIn,
} from './portfolio-analysis-frame';

/** A field's message in the page's language (the rule the server applies), or null. */
function messageOf(message: string | undefined, t: PortfolioAnalysisText): string | null {
  if (message === undefined) return null;
  if (message === RISK_PROFILE_MESSAGES.nameRequired) return t('form.nameRequired');
  if (message === RISK_PROFILE_MESSAGES.nameTooLong)
    return t('form.nameTooLong', { max: RISK_PROFILE_NAME_MAX });
  return t('form.answerRequired');
}

/** Points of the answers given so far. */
function runningScore(draft: RiskProfileDraft): number {
  return RISK_QUESTIONS.reduce((sum, q) => {
    const given = draft[q.id];
    return sum + (q.options.find((o) => o.id === given)?.points ?? 0);
  }, 0);
}

/** /portfolio-analysis/add-profile: the nine questions, each answer's points shown, scored and kept. */
export function AddRiskProfilePage() {
  const t = useStrings(portfolioAnalysisStrings);
  const crumb = usePortfolioAnalysisCrumb();
  const navigate = useNavigate();
  const profiles = useRiskProfiles(useSignedIn());
  const save = useAddRiskProfile();
  const [draft, setDraft] = useState<RiskProfileDraft>({ name: '' });
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const errors = riskProfileErrors(draft);
  const shown = tried ? errors : {};
  const answer = profiles.data && profiles.data.status === 1 ? profiles.data : undefined;
  const full = answer ? answer.profiles.length >= answer.limit : false;
  const set = (field: 'name' | RiskQuestionId, value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setRefusal(null);
    if (Object.keys(errors).length > 0) return;
    try {
      const saved = await save.mutateAsync({ ...draft, name: (draft.name ?? '').trim() });
      if (isRefusal(saved)) setRefusal(saved.message);
      else navigate(profileHref(saved.profile.id));
    } catch {
      setRefusal(t('form.failed'));
    }
  };

  return (
    <PortfolioAnalysisFrame title={t('form.title')} subtitle={t('form.subtitle')} breadcrumbs={[crumb]}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="lg" maw={720}>
            {full && answer && (
              <Alert color="orange" variant="light">
                {t('form.limitReached', { limit: answer.limit })}
              </Alert>
            )}
            {tried && Object.keys(errors).length > 0 && (
              <Alert color="red" variant="light" role="alert">
                {t('form.fixErrors')}
              </Alert>
            )}
            {refusal && (
              <Alert color="red" variant="light" role="alert">
                {refusal}
              </Alert>
            )}
            <TextInput
              label={t('form.name')}
              description={t('form.nameHint', { max: RISK_PROFILE_NAME_MAX })}
              value={draft.name ?? ''}
              onChange={(e) => set('name', e.currentTarget.value)}
              error={messageOf(shown.name, t)}
              required
              maxLength={RISK_PROFILE_NAME_MAX * 2}
              autoComplete="off"
            />
            {RISK_QUESTIONS.map((q, index) => (
              <Radio.Group
                key={q.id}
                name={q.id}
                label={`${index + 1}. ${t(`questions.${q.id}`)}`}
                value={draft[q.id] ?? null}
                onChange={(value) => set(q.id, value)}
                error={messageOf(shown[q.id], t)}
                required
              >
                <Stack gap={6} mt={6}>
                  {q.options.map((o) => (
                    <Radio
                      key={o.id}
                      value={o.id}
                      label={
                        <Group gap={6} wrap="wrap">
                          <span>{t(`answers.${q.id}.${o.id}` as Parameters<PortfolioAnalysisText>[0])}</span>
                          <Text span size="xs" c="dimmed">
                            ({t('form.points', { count: o.points })})
                          </Text>
                        </Group>
                      }
                    />
                  ))}
                </Stack>
              </Radio.Group>
            ))}
            <Text size="sm" fw={600} aria-live="polite">
              {t('form.running', { score: runningScore(draft), max: RISK_SCORE_MAX })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('common.notAdvice')}
            </Text>
            <Group gap="sm">
              <Button
                type="submit"
                loading={save.isPending}
                disabled={full}
                leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
              >
                {t('form.save')}
              </Button>
              <Button component={Link} to={HOME_HREF} variant="default">
                {t('form.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </PortfolioAnalysisFrame>
  );
}
