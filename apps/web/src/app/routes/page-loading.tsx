import { LoadingState } from '../../components/ui/states.tsx';

/**
 * The first page's placeholder while its code loads (the router's HydrateFallback): at least a
 * screen tall, so the footer does not flash up and then jump down (issue 15, items 14 and 15).
 */
export function PageLoading() {
  return (
    <div className="min-h-dvh">
      <LoadingState />
    </div>
  );
}
