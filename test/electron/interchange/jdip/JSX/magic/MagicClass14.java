// A stand-in for the JSX library's object maker, so that jDip's loader (JSX 2.0.9.6, written for
// Java 1.4) runs on a current Java: JSX falls back to this class name on a Java it does not know.
// Adjutant's own code (JdipDriver's README says why it exists); placed before JSX's jar on the class path.
package JSX.magic;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;

class MagicClass14 extends MagicClassI {
	private static final sun.misc.Unsafe UNSAFE;

	static {
		try {
			Field f = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
			f.setAccessible(true);
			UNSAFE = (sun.misc.Unsafe) f.get(null);
		} catch (ReflectiveOperationException e) {
			throw new InternalError(e.toString());
		}
	}

	public Object newInstance(Class c) throws java.lang.reflect.InvocationTargetException, java.io.NotSerializableException, IllegalAccessException {
		try {
			// As Java's own serialisation makes an object; a class that is not Serializable (JSX writes those
			// too) is made with Object's constructor alone, as JSX itself does.
			sun.reflect.ReflectionFactory rf = sun.reflect.ReflectionFactory.getReflectionFactory();
			Constructor<?> made = java.io.Serializable.class.isAssignableFrom(c)
				? rf.newConstructorForSerialization(c)
				: rf.newConstructorForSerialization(c, Object.class.getDeclaredConstructor());
			if (made == null) throw new java.io.NotSerializableException(c.getName());
			return made.newInstance();
		} catch (InstantiationException | NoSuchMethodException e) {
			throw new java.io.NotSerializableException(c.getName() + ": " + e);
		}
	}

	public void setObjectFieldValue(Object o, Field f, Class c, Object value) {
		if (value != null && !f.getType().isInstance(value))
			throw new ClassCastException("Expected " + f.getType() + " or subclass, got " + value.getClass());
		UNSAFE.putObject(o, UNSAFE.objectFieldOffset(f), value);
	}

	public void setPrimitiveFieldValues(Object o, Field f, Object value) {
		long at = UNSAFE.objectFieldOffset(f);
		Class<?> t = f.getType();
		if (t == Integer.TYPE) UNSAFE.putInt(o, at, ((Integer) value).intValue());
		else if (t == Double.TYPE) UNSAFE.putDouble(o, at, ((Double) value).doubleValue());
		else if (t == Float.TYPE) UNSAFE.putFloat(o, at, ((Float) value).floatValue());
		else if (t == Long.TYPE) UNSAFE.putLong(o, at, ((Long) value).longValue());
		else if (t == Short.TYPE) UNSAFE.putShort(o, at, ((Short) value).shortValue());
		else if (t == Byte.TYPE) UNSAFE.putByte(o, at, ((Byte) value).byteValue());
		else if (t == Character.TYPE) UNSAFE.putChar(o, at, ((Character) value).charValue());
		else if (t == Boolean.TYPE) UNSAFE.putBoolean(o, at, ((Boolean) value).booleanValue());
		else throw new IllegalArgumentException("not a primitive field: " + f);
	}
}
