import { defineStrings } from '@/lib/strings';

/** The shared form parts' own texts (the date field). Dates are typed and shown DD-MM-YYYY. */
export const formsStrings = defineStrings(
  'components.forms',
  {
    date: {
      placeholder: 'DD-MM-YYYY',
      openCalendar: 'Choose {{label}} on a calendar',
      previousMonth: 'Previous month',
      nextMonth: 'Next month',
      previousYear: 'Previous year',
      nextYear: 'Next year',
      previousDecade: 'Previous decade',
      nextDecade: 'Next decade',
      malformed: 'Type the date as DD-MM-YYYY, for example {{example}}.',
      noSuchMonth: '{{text}} is not a date: the month must be 01 to 12.',
      noSuchDay: '{{text}} is not a date: that month has {{days}} days.',
      beforeMin: 'Choose a date on or after {{min}}.',
      afterMax: 'Choose a date on or before {{max}}.',
      outOfRange: 'Choose a date from {{min}} to {{max}}.',
    },
  },
  {
    date: {
      placeholder: 'DD-MM-YYYY',
      openCalendar: '{{label}} कैलेंडर से चुनें',
      previousMonth: 'पिछला महीना',
      nextMonth: 'अगला महीना',
      previousYear: 'पिछला साल',
      nextYear: 'अगला साल',
      previousDecade: 'पिछला दशक',
      nextDecade: 'अगला दशक',
      malformed: 'तारीख़ DD-MM-YYYY के रूप में लिखें, जैसे {{example}}।',
      noSuchMonth: '{{text}} कोई तारीख़ नहीं है: महीना 01 से 12 के बीच होना चाहिए।',
      noSuchDay: '{{text}} कोई तारीख़ नहीं है: उस महीने में {{days}} दिन होते हैं।',
      beforeMin: '{{min}} या उसके बाद की तारीख़ चुनें।',
      afterMax: '{{max}} या उससे पहले की तारीख़ चुनें।',
      outOfRange: '{{min}} से {{max}} तक की कोई तारीख़ चुनें।',
    },
  },
);
