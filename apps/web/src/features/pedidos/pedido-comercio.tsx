import { BusinessLogo } from '../../ui/business-logo.tsx';

/** The business an order is for: logo (decorative: the name is beside it), name and address. */
export function PedidoComercio({
  comercio,
}: {
  comercio: { carpeta: string; nombreComercio: string; domicilio: string };
}) {
  return (
    <div className="ped-comercio">
      <span className="ped-comercio-logo">
        <BusinessLogo carpeta={comercio.carpeta} size={100} displaySize={52} alt="" />
      </span>
      <div className="ped-comercio-text">
        <p className="ped-comercio-name">{comercio.nombreComercio}</p>
        {comercio.domicilio && <p className="ped-comercio-address">{comercio.domicilio}</p>}
      </div>
    </div>
  );
}
