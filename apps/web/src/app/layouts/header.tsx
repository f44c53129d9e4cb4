import { Link } from 'react-router';

// Minimal header; the full shell (search, SERVICES menu, mobile menu, profile icon) is built with the catalogue.
export function Header() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-3">
        <Link to="/" className="text-xl font-bold text-primary-800">
          TuitionHub
        </Link>
      </div>
    </header>
  );
}
