import { Link } from '../../hash-router.tsx';
import listadoCss from './listado.module.css';

const ICONS = {
  map: <path d="M9 4L3 6v14l6-2 6 2 6-2V4l-6 2-6-2zM9 4v14M15 6v14" />,
  list: <path d="M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01" />,
};

/**
 * The branch list's map/list toggle. It replaces the current screen (back leaves the branches, not the view)
 * and keeps its place in the app's history, so the back button still knows where to go (useGoBack).
 */
export function ViewToggleLink({ to, label, icon }: { to: string; label: string; icon: keyof typeof ICONS }) {
  return (
    <Link className={listadoCss.listingButton} to={to} replace>
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {ICONS[icon]}
      </svg>
      {label}
    </Link>
  );
}
