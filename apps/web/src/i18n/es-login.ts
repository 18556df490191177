/** Texts of the login screens (loaded with them; the shell's texts are in es.ts). */
export const esLogin = {
  titulo: 'Conectarse',
  subtitulo: 'Ingresá con tu usuario y contraseña.',
  usuarioLabel: 'Usuario',
  usuarioPlaceholder: 'Usuario',
  usuarioRequerido: 'Ingresá tu usuario',
  passwordLabel: 'Contraseña',
  passwordPlaceholder: 'Password',
  passwordRequerida: 'Ingresá tu contraseña',
  mostrarPassword: 'Mostrar u ocultar la contraseña',
  conectarse: 'Conectarse',
  sinCuenta: 'No tiene una cuenta?',
  error: 'Verifique los datos',
  ingresar: 'Ingresar',
  misDatos: 'Mis Datos',
  salir: 'Salir',
  menuCuenta: 'Tu cuenta',
} as const;
