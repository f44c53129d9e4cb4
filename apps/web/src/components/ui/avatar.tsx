export function Avatar({
  src,
  name,
  size = 48,
  className = '',
}: {
  src: string;
  name: string;
  size?: number;
  className?: string;
}) {
  return (
    <img
      src={src || '/images/default-avatar.svg'}
      alt={name}
      width={size}
      height={size}
      loading="lazy"
      className={`shrink-0 rounded-full bg-slate-100 object-cover ${className}`}
      style={{ width: size, height: size }}
      onError={(e) => {
        e.currentTarget.src = '/images/default-avatar.svg';
      }}
    />
  );
}
