import { BusinessLogo } from '../../ui/business-logo.tsx';
import pedidosCss from './pedidos.module.css';

/** The business an order is for: logo (decorative: the name is beside it), name and address. */
export function PedidoComercio({
  comercio,
}: {
  comercio: { carpeta: string; nombreComercio: string; domicilio: string };
}) {
  return (
    <div className={pedidosCss.pedComercio}>
      <span className={pedidosCss.pedComercioLogo}>
        <BusinessLogo carpeta={comercio.carpeta} size={100} displaySize={52} alt="" />
      </span>
      <div>
        <p className={pedidosCss.pedComercioName}>{comercio.nombreComercio}</p>
        {comercio.domicilio && <p className={pedidosCss.pedComercioAddress}>{comercio.domicilio}</p>}
      </div>
    </div>
  );
}
