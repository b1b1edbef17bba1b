package mpi.shim.abi;

import java.util.function.ToLongFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mpi.shim.mem.Memory;

/**
 * Turns the spelling of a predefined handle recorded by the ABI probe into its value at run time. Open MPI spells
 * handles as the address of a global ({@code ((MPI_Comm) &(ompi_mpi_comm_world))}), resolved from the loaded
 * library's symbols; MPICH-style libraries spell them as integer literals ({@code ((MPI_Comm)0x44000000)}).
 */
public final class PredefinedHandles {
    private static final Pattern ADDRESS_OF = Pattern.compile("&\\s*\\(?\\s*([A-Za-z_][A-Za-z0-9_]*)");
    private static final Pattern LITERAL = Pattern.compile("(0x[0-9a-fA-F]+|-?[0-9]+)\\s*\\)*\\s*$");

    private final ToLongFunction<String> symbolAddress;

    /** @param symbolAddress the address of a data symbol of libmpi, or 0 when absent */
    public PredefinedHandles(ToLongFunction<String> symbolAddress) {
        this.symbolAddress = symbolAddress;
    }

    /** The value of the handle {@code name} (e.g. "MPI_INT"), or {@code fallback} when mpi.h has none. */
    public long resolve(String name, long fallback) {
        String spelling = Abi.handleSpelling(name);
        return spelling == null ? fallback : valueOf(name, spelling);
    }

    public long resolve(String name) {
        String spelling = Abi.handleSpelling(name);
        if (spelling == null) {
            throw new IllegalStateException("mpi.h of this build defines no " + name);
        }
        return valueOf(name, spelling);
    }

    /**
     * The value of a pointer sentinel (e.g. "MPI_UNWEIGHTED"): its literal, or, spelled {@code *name}, the pointer
     * stored in the library's variable of that name (MPICH declares its graph-weight sentinels so).
     */
    public long pointer(String name) {
        String spelling = Abi.pointerSpelling(name).strip();
        if (spelling.startsWith("*")) {
            long address = symbol(name, spelling.substring(1).strip());
            return address == 0 ? 0 : Memory.getLong(address);
        }
        return Long.parseLong(spelling);
    }

    /** The address of a data symbol of the library; a missing one is an error unless MPI.Init will refuse anyway. */
    private long symbol(String handle, String symbol) {
        long address = symbolAddress.applyAsLong(symbol);
        if (address == 0 && Abi.refusal() == null) {
            throw new IllegalStateException("libmpi has no symbol " + symbol + " (for " + handle + "): the loaded"
                    + " library does not match the ABI description " + Abi.descriptionName());
        }
        return address;
    }

    long valueOf(String name, String spelling) {
        Matcher symbol = ADDRESS_OF.matcher(spelling);
        if (symbol.find()) {
            return symbol(name, symbol.group(1));
        }
        Matcher literal = LITERAL.matcher(spelling);
        if (literal.find()) {
            String digits = literal.group(1);
            return digits.startsWith("0x") ? Long.parseUnsignedLong(digits.substring(2), 16) : Long.parseLong(digits);
        }
        throw new IllegalStateException("cannot understand how mpi.h spells " + name + ": " + spelling);
    }
}
