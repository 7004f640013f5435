export const loginMessages = {
  title: 'Login',
  heading: 'Iniciar sesión',
  intro: 'Ingrese a su banca en línea corporativa.',
  email: 'Correo electrónico',
  password: 'Contraseña',
  submit: 'Ingresar',
  submitting: 'Ingresando…',
  forgotPassword: '¿Olvidó su contraseña?',
  emailRequired: 'Ingrese su correo electrónico.',
  emailInvalid: 'Ingrese un correo electrónico válido, por ejemplo nombre@empresa.com.',
  passwordRequired: 'Ingrese su contraseña.',
  wrongCredentials: 'El correo o la contraseña no son correctos. Verifique sus datos e inténtelo de nuevo.',
  noConnection: 'No hay conexión con el servidor. Verifique su conexión a internet e inténtelo de nuevo.',
  serverError: 'El servicio no está disponible en este momento. Inténtelo de nuevo en unos minutos.',
  tooManyAttempts: 'Demasiados intentos. Espere unos minutos antes de volver a intentarlo.',
  tooManyAttemptsWait: (wait: string) => `Demasiados intentos fallidos. Espere ${wait} antes de volver a intentarlo.`,
  support: 'Contactar a soporte',
  copyright: `© ${new Date().getFullYear()} Portal Corporativo. Todos los derechos reservados.`,
  regulator:
    'Institución regulada y supervisada por la Superintendencia de Bancos y de Otras Instituciones Financieras (SIBOIF).',
  terms: 'Términos y condiciones',
  version: (version: string) => `Versión ${version}`,
} as const;

export const sessionMessages = {
  expired: 'Su sesión se cerró por inactividad. Ingrese de nuevo para continuar.',
  tokenExpired: 'Su sesión expiró. Ingrese de nuevo para continuar.',
} as const;
