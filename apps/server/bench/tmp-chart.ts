import { EQUITIES } from '@nivesh/market';
import { pacedLoad } from './paced-load';

const paths = EQUITIES.map((e) => `/api/v3/chartData/getChartingData?symbol=${encodeURIComponent(e.symbol)}`);
const r = await pacedLoad({ base: 'http://127.0.0.1:4112', paths, rate: 500, seconds: 8, connections: 20 });
console.log(r);
