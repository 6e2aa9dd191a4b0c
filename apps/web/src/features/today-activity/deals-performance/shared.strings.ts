// Texts every performance page words alike (the deals' and the insider trades'), spread into each
// page's own strings (which name what is measured: deals, trades…). English and Hindi side by side.

export const PERFORMANCE_TEXTS_EN = {
  controls: { from: 'From', to: 'To', groupBy: 'Group by', defaultRange: 'Last year' },
  horizonCsv: {
    n: 'T+{{days}} n',
    mean: 'T+{{days}} return %',
    abnormal: 'T+{{days}} abnormal %',
    low: 'T+{{days}} interval low %',
    high: 'T+{{days}} interval high %',
    beat: 'T+{{days}} beat NIFTY %',
  },
  chart: {
    title: 'Mean abnormal return by horizon',
    note: 'Dots: the mean abnormal return; bars: its 95 % interval. A bar that crosses the 0 line does not tell the group apart from NIFTY.',
    point: '{{name}}, T+{{days}}: {{mean}} [{{low}}, {{high}}], n = {{n}}',
    summary: '{{name}} at T+20: {{mean}} (interval {{low}} to {{high}}, n = {{n}}).',
  },
  table: {
    abnormal: 'T+{{days}} abnormal %',
    interval: '[{{low}}, {{high}}]',
    n: 'n {{n}}',
    export: 'Export CSV',
    exportFailed: 'The CSV could not be made: {{message}}',
  },
  headline: {
    tile: 'T+{{days}} abnormal',
    interval: '95 % interval {{low}} to {{high}}',
    returnAndBeat: 'Return {{mean}} · beat NIFTY in {{beat}}',
  },
  verdict: {
    zero: 'Not distinguishable from NIFTY: the interval includes 0',
    above: 'Above NIFTY: the whole interval is above 0',
    below: 'Below NIFTY: the whole interval is below 0',
  },
} as const;

export const PERFORMANCE_TEXTS_HI = {
  controls: { from: 'से', to: 'तक', groupBy: 'समूह', defaultRange: 'पिछला साल' },
  horizonCsv: {
    n: 'T+{{days}} n',
    mean: 'T+{{days}} रिटर्न %',
    abnormal: 'T+{{days}} एब्नॉर्मल %',
    low: 'T+{{days}} अंतराल निम्न %',
    high: 'T+{{days}} अंतराल उच्च %',
    beat: 'T+{{days}} NIFTY से आगे %',
  },
  chart: {
    title: 'अवधि के अनुसार औसत एब्नॉर्मल रिटर्न',
    note: 'बिंदु: औसत एब्नॉर्मल रिटर्न; रेखा: उसका 95 % अंतराल। जो रेखा 0 को पार करती है, वह समूह NIFTY से अलग नहीं दिखता।',
    point: '{{name}}, T+{{days}}: {{mean}} [{{low}}, {{high}}], n = {{n}}',
    summary: '{{name}} T+20 पर: {{mean}} (अंतराल {{low}} से {{high}}, n = {{n}})।',
  },
  table: {
    abnormal: 'T+{{days}} एब्नॉर्मल %',
    interval: '[{{low}}, {{high}}]',
    n: 'n {{n}}',
    export: 'CSV एक्सपोर्ट करें',
    exportFailed: 'CSV नहीं बन सकी: {{message}}',
  },
  headline: {
    tile: 'T+{{days}} एब्नॉर्मल',
    interval: '95 % अंतराल {{low}} से {{high}}',
    returnAndBeat: 'रिटर्न {{mean}} · NIFTY से आगे {{beat}} में',
  },
  verdict: {
    zero: 'NIFTY से अलग नहीं कहा जा सकता: अंतराल में 0 शामिल है',
    above: 'NIFTY से ऊपर: पूरा अंतराल 0 से ऊपर है',
    below: 'NIFTY से नीचे: पूरा अंतराल 0 से नीचे है',
  },
} as const;
