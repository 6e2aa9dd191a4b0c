import { defineStrings } from '@/lib/strings';

/** The alert and delete-dialog components' own texts (spec section 8). */
export const alertsStrings = defineStrings(
  'components.alerts',
  {
    dismiss: 'Dismiss',
    delete: {
      title: 'Delete',
      question: 'Are you sure want to delete this?',
      close: 'Close',
      wait: 'Please wait',
      confirm: 'Delete',
    },
  },
  {
    dismiss: 'हटाएँ',
    delete: {
      title: 'हटाएँ',
      question: 'क्या आप वाकई इसे हटाना चाहते हैं?',
      close: 'बंद करें',
      wait: 'कृपया प्रतीक्षा करें',
      confirm: 'हटाएँ',
    },
  },
);
