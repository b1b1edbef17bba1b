package mpi.shim.nat;

import com.kenai.jffi.ObjectParameterInfo;
import com.kenai.jffi.ObjectParameterStrategy;
import com.kenai.jffi.ObjectParameterType;

/**
 * How jffi passes a Java primitive array pinned (JNI GetPrimitiveArrayCritical) as the first argument of a call, so
 * that large blocking sends and receives move the data straight between the array and the peer instead of copying
 * it through native staging memory on each side. Open MPI's own Java bindings pin arrays the same way.
 */
final class PinnedArrays {
    private PinnedArrays() {}

    /** Strategy and parameter info of one array kind, for the first parameter. */
    static final class Kind {
        final ObjectParameterStrategy<Object> strategy;
        final ObjectParameterInfo info;

        Kind(ObjectParameterType.ComponentType type, ObjectParameterInfo.ComponentType component) {
            strategy = new ArrayStrategy(ObjectParameterType.create(ObjectParameterType.ARRAY, type));
            info = ObjectParameterInfo.create(0, ObjectParameterInfo.ARRAY, component,
                    ObjectParameterInfo.PINNED | ObjectParameterInfo.IN | ObjectParameterInfo.OUT);
        }
    }

    private static final Kind BYTE = new Kind(ObjectParameterType.BYTE, ObjectParameterInfo.BYTE);
    private static final Kind SHORT = new Kind(ObjectParameterType.SHORT, ObjectParameterInfo.SHORT);
    private static final Kind CHAR = new Kind(ObjectParameterType.CHAR, ObjectParameterInfo.CHAR);
    private static final Kind INT = new Kind(ObjectParameterType.INT, ObjectParameterInfo.INT);
    private static final Kind LONG = new Kind(ObjectParameterType.LONG, ObjectParameterInfo.LONG);
    private static final Kind FLOAT = new Kind(ObjectParameterType.FLOAT, ObjectParameterInfo.FLOAT);
    private static final Kind DOUBLE = new Kind(ObjectParameterType.DOUBLE, ObjectParameterInfo.DOUBLE);
    private static final Kind BOOLEAN = new Kind(ObjectParameterType.BOOLEAN, ObjectParameterInfo.BOOLEAN);

    /** The kind of a primitive array, or null for anything else. */
    static Kind of(Object array) {
        if (array instanceof byte[]) {
            return BYTE;
        } else if (array instanceof double[]) {
            return DOUBLE;
        } else if (array instanceof int[]) {
            return INT;
        } else if (array instanceof long[]) {
            return LONG;
        } else if (array instanceof float[]) {
            return FLOAT;
        } else if (array instanceof short[]) {
            return SHORT;
        } else if (array instanceof char[]) {
            return CHAR;
        } else if (array instanceof boolean[]) {
            return BOOLEAN;
        }
        return null;
    }

    /** A whole array from element 0. */
    private static final class ArrayStrategy extends ObjectParameterStrategy<Object> {
        ArrayStrategy(ObjectParameterType type) {
            super(false, type);
        }

        @Override
        public long address(Object array) {
            return 0;
        }

        @Override
        public Object object(Object array) {
            return array;
        }

        @Override
        public int offset(Object array) {
            return 0;
        }

        @Override
        public int length(Object array) {
            return java.lang.reflect.Array.getLength(array);
        }
    }
}
