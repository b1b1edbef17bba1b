package syncchecker.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/** The nonblocking operation a diagnostic is about, and the buffer bytes involved. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"call", "peer", "tag", "communicator", "role", "datatype", "count", "address", "bufferBytes",
    "messageBytes", "access"})
public final class Operation {
    /** The Java API call, e.g. "iSend". */
    @JsonProperty("call")
    public String call;
    /** dest, source, root or target rank; null when the call has none. */
    @JsonProperty("peer")
    public Integer peer;
    @JsonProperty("tag")
    public Integer tag;
    /** The communicator (or window, or file) handle, as "MPI_COMM_WORLD" or a hex handle. */
    @JsonProperty("communicator")
    public String communicator;
    /** The buffer's role in the call: "buf", "sendbuf", "recvbuf", "origin", ... */
    @JsonProperty("role")
    public String role;
    @JsonProperty("datatype")
    public String datatype;
    @JsonProperty("count")
    public Long count;
    /** Hex address of the buffer's first element. */
    @JsonProperty("address")
    public String address;
    /** Bytes from the buffer start to the end of the last element. */
    @JsonProperty("bufferBytes")
    public Long bufferBytes;
    /** Bytes of message data (datatype gaps excluded). */
    @JsonProperty("messageBytes")
    public Long messageBytes;
    /** The message bytes the access hit, relative to the buffer start. */
    @JsonProperty("access")
    public ByteRange access;

    /** [offset, offset + length) relative to a buffer's start. */
    @JsonPropertyOrder({"offset", "length"})
    public static final class ByteRange {
        @JsonProperty("offset")
        public long offset;
        @JsonProperty("length")
        public long length;

        public ByteRange() {}

        public ByteRange(long offset, long length) {
            this.offset = offset;
            this.length = length;
        }
    }
}
