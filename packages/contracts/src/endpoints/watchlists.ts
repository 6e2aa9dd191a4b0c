import { get, noInput, post } from '../endpoint';
import {
  saveStockWatchListBody,
  saveStockWatchListSchemas,
  updateWatchlistQuery,
  watchlistDataSchemas,
  watchlistDeleteSchemas,
  watchlistIdQuery,
  watchlistListSchemas,
  watchlistStocksSchemas,
} from '../watchlists/watchlists';

/** watchlist/* and stock/saveStockWatchList: the signed-in user's watchlists. */
export const watchlistEndpoints = {
  watchlistList: get({
    path: 'watchlist/getlist',
    summary: "The signed-in user's watchlists with their counts and limits",
    query: noInput,
    answer: watchlistListSchemas.answer,
    access: 'session',
  }),
  watchlistData: get({
    path: 'watchlist/getwatchlistData',
    summary: 'One of my watchlists',
    query: watchlistIdQuery,
    answer: watchlistDataSchemas.answer,
    access: 'session',
  }),
  updateWatchlist: get({
    path: 'watchlist/updatewatchlistData',
    summary: 'Create a watchlist (no watchlist_id) or rename one; link it to a saved or built-in screen',
    query: updateWatchlistQuery,
    answer: watchlistDataSchemas.answer,
    access: 'session',
  }),
  deleteWatchlist: get({
    path: 'watchlist/deletewatchlist',
    summary: 'Delete one of my watchlists',
    query: watchlistIdQuery,
    answer: watchlistDeleteSchemas.answer,
    access: 'session',
  }),
  watchlistStocks: get({
    path: 'watchlist/watchtliststock',
    summary: "A watchlist's stocks with their quotes and the user's chosen columns",
    query: watchlistIdQuery,
    answer: watchlistStocksSchemas.answer,
    access: 'session',
  }),
  saveStock: post({
    path: 'stock/saveStockWatchList',
    summary: 'Add a stock to a watchlist, remove it, or move it up or down',
    body: saveStockWatchListBody,
    answer: saveStockWatchListSchemas.answer,
    access: 'session',
  }),
};
