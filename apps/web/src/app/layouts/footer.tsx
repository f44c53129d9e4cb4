export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-600">Monday to Saturday 10:00-18:00</div>
    </footer>
  );
}
